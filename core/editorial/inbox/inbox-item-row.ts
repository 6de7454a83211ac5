import type { Db } from "../../db/client";
import { hasRow } from "../../db/has-row";
import type { InboxKind } from "./inbox-rules";

/** The form table each kind of item is stored in. */
export const SOURCE_TABLES = {
  psi: "presubmission_inquiries",
  submission: "submissions",
  reviewer: "reviewer_applications",
  ambassador: "ambassador_applications",
  help: "help_requests",
} as const satisfies Record<InboxKind, string>;

/** Whether the form row behind an item exists. */
export function sourceExists(db: Db, kind: InboxKind, id: number): Promise<boolean> {
  return hasRow(db.selectFrom(SOURCE_TABLES[kind]).where("id", "=", id));
}

/**
 * The office's row of an item, made on its first change (a form without one is new): the insert does nothing
 * when it exists (two editors' first changes meet on the unique key, the second waits for the first on
 * PostgreSQL), so the caller's conditional update that follows decides who wins. Returns the row's id.
 */
export async function ensureInboxItem(trx: Db, kind: InboxKind, sourceId: number): Promise<number> {
  await trx
    .insertInto("inbox_items")
    .values({ kind, source_id: sourceId })
    .onConflict((oc) => oc.columns(["kind", "source_id"]).doNothing())
    .execute();
  const row = await trx
    .selectFrom("inbox_items")
    .select("id")
    .where("kind", "=", kind)
    .where("source_id", "=", sourceId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An editor's change to an item: done, or why not (each reason has its message on the item page). */
export type InboxChangeResult =
  | { ok: true }
  | {
      ok: false;
      reason: "not-found" | "stale" | "transition" | "listing" | "not-editor" | "no-waiver" | "decided" | "share";
    };

export interface InboxEventInput {
  itemId: number;
  actor: { userId: number | null; name: string };
  type: "status" | "assignee" | "note" | "reply" | "waiver";
  before?: string | null;
  after?: string | null;
  subject?: string | null;
  body?: string | null;
  language?: string | null;
  outboxEmailId?: number | null;
  idempotencyKey?: string | null;
}

/** Adds a line to an item's history, in the transaction of the change; the row's time is the change's. */
export async function recordInboxEvent(trx: Db, event: InboxEventInput): Promise<void> {
  await trx
    .insertInto("inbox_events")
    .values({
      item_id: event.itemId,
      user_id: event.actor.userId,
      actor: event.actor.name,
      type: event.type,
      before: event.before ?? null,
      after: event.after ?? null,
      subject: event.subject ?? null,
      body: event.body ?? null,
      language: event.language ?? null,
      outbox_email_id: event.outboxEmailId ?? null,
      idempotency_key: event.idempotencyKey ?? null,
    })
    .execute();
  await trx
    .updateTable("inbox_items")
    .set({ updated_at: new Date().toISOString() })
    .where("id", "=", event.itemId)
    .execute();
}
