import type { Db } from "../db/client";

/** What the audit log records (issue 14): every editorial change and every role change. */
export const AUDIT_ACTIONS = ["create", "edit", "status", "publish", "withdraw", "role", "reply", "erase"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditEntityType = "protocol" | "draft" | "issue" | "user" | "collection" | "special_issue" | ContentEntityType | PostEntityType | "advertisement" | InboxEntityType;
/** The inbox (ADR 0110): a received form, a reply template, an alerts subscription (erased on request). */
export type InboxEntityType = "inbox_item" | "inbox_template" | "subscription";
/** Readers' questions and answers, moderated (ADR 0111). */
export type PostEntityType = "question" | "answer";
/** The journal's other content (ADR 0112). */
export type ContentEntityType = "news" | "faq" | "board_member" | "collaborating_journal" | "sponsor" | "webinar" | "video";

/** Changed fields: name → [before, after]. */
export type FieldChanges = Record<string, [unknown, unknown]>;

/** Who made a change: the signed-in account, or a command run on the server (userId null). */
export interface AuditActor {
  userId: number | null;
  /** As shown in the log: the account's e-mail, or "command line". */
  name: string;
}

export interface AuditEntryInput {
  actor: AuditActor;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | number;
  changes?: FieldChanges;
  /** The time of the change; the database's clock when absent. */
  at?: string;
}

/** Appends one entry to the audit log; call it in the transaction that makes the change. */
export async function writeAuditEntry(db: Db, entry: AuditEntryInput): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      user_id: entry.actor.userId,
      actor: entry.actor.name,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: String(entry.entityId),
      changes: JSON.stringify(entry.changes ?? {}),
      ...(entry.at ? { at: entry.at } : {}),
    })
    .execute();
}

/**
 * The same changes with long texts (descriptions, bodies) logged only as present ("…") or absent (null): the log
 * says that they changed, not what they say.
 */
export function elideTexts(changes: FieldChanges, fields: readonly string[]): FieldChanges {
  const out = { ...changes };
  for (const field of fields) {
    const change = out[field];
    if (change) out[field] = [change[0] ? "…" : null, change[1] ? "…" : null];
  }
  return out;
}

/** The fields whose values differ between two records (compared as JSON), as [before, after]. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): FieldChanges {
  const out: FieldChanges = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      out[key] = [before[key] ?? null, after[key] ?? null];
    }
  }
  return out;
}
