import type { Db } from "../db/client";
import type { EditorialDraft } from "./draft-schema";
import { writeAuditEntry, type AuditActor } from "./write-audit-entry";

export interface NewDraftOptions {
  /** The creating form's idempotency key: the same key gives the same draft. */
  idempotencyKey?: string | null;
  /** The protocol online this draft is the next version of. */
  protocolId?: number | null;
}

/** Writes a new draft and its audit entry; call it inside a transaction (createDraft, startVersionDraft). */
export async function insertDraft(trx: Db, draft: EditorialDraft, actor: AuditActor, options: NewDraftOptions = {}): Promise<number> {
  const row = await trx
    .insertInto("editorial_drafts")
    .values({
      protocol_id: options.protocolId ?? null,
      kind: draft.kind,
      data: JSON.stringify(draft),
      created_by: actor.userId,
      updated_by: actor.userId,
      published_at: null,
      published_protocol_id: null,
      idempotency_key: options.idempotencyKey ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await writeAuditEntry(trx, {
    actor,
    action: "create",
    entityType: "draft",
    entityId: row.id,
    changes: { kind: [null, draft.kind], titleEn: [null, draft.titleEn], ...(options.protocolId ? { protocol: [null, options.protocolId] } : {}) },
  });
  return row.id;
}

/** Stores a new protocol draft (ADR 0099) and records its creation; returns the draft's id (the same for a repeated form). */
export async function createDraft(db: Db, draft: EditorialDraft, actor: AuditActor, idempotencyKey: string | null): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (idempotencyKey) {
      const existing = await trx.selectFrom("editorial_drafts").select("id").where("idempotency_key", "=", idempotencyKey).executeTakeFirst();
      if (existing) return existing.id;
    }
    return insertDraft(trx, draft, actor, { idempotencyKey });
  });
}
