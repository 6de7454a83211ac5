import type { Db } from "../db/client";

/** What an editor's change to a post came to: done, or why not. */
export type ModerationResult = { ok: true } | { ok: false; reason: "not-found" | "stale" | "unchanged" };

/**
 * An editor's change to a question or answer (ADR 0111), in one transaction: `change` gets it and the change's one
 * instant (`at`, ISO), which every row it writes and its audit entry carry.
 */
export function moderatePost(
  db: Db,
  now: Date,
  change: (trx: Db, at: string) => Promise<ModerationResult>,
): Promise<ModerationResult> {
  return db.transaction().execute((trx) => change(trx, now.toISOString()));
}
