/** Why the office did not make a change to an item (ADR 0112); each has its message on the page. */
export type ContentRefusalReason = "not-found" | "stale" | "unique" | "protocol" | "protocol-taken";

export type ContentChangeResult = { ok: true; id: number } | { ok: false; reason: ContentRefusalReason };

/** Thrown inside a transaction to undo what it wrote and answer with `reason`. */
export class ContentRefusal extends Error {
  constructor(readonly reason: ContentRefusalReason) {
    super(reason);
  }
}
