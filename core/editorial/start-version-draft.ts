import type { Db } from "../db/client";
import { insertDraft } from "./create-draft";
import { draftFromProtocol } from "./draft-from-protocol";
import type { EditorialDraft } from "./draft-schema";
import { findOpenVersionDraft } from "./find-open-version-draft";
import type { AuditActor } from "./write-audit-entry";

export type StartVersionResult = { ok: true; draftId: number; created: boolean } | { ok: false; reason: "not-found" };

/**
 * Opens the next version of a protocol online as a draft (ADR 0099) — its current content, or `content` (a JATS
 * import of a newer version) — or returns the draft already open for it, so that two editors correcting the same
 * protocol work on one draft.
 */
export async function startVersionDraft(db: Db, protocolId: number, actor: AuditActor, content?: EditorialDraft): Promise<StartVersionResult> {
  const draft = content ?? (await draftFromProtocol(db, protocolId));
  if (!draft) return { ok: false, reason: "not-found" };
  return db.transaction().execute(async (trx) => {
    const open = await findOpenVersionDraft(trx, protocolId);
    if (open !== null) return { ok: true, draftId: open, created: false } as const;
    return { ok: true, draftId: await insertDraft(trx, draft, actor, { protocolId }), created: true } as const;
  });
}
