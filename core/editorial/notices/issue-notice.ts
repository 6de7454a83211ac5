import type { Db } from "../../db/client";
import type { NoticeKind } from "../../db/schema";
import { listProtocolNotices } from "../../protocols/list-protocol-notices";
import { noticeDoi } from "../../protocols/protocol-doi";
import { reindexProtocols } from "../../search/index-protocol";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { noticeRefusal, type NoticeRefusal } from "./notice-rules";

export interface NoticeInput {
  kind: NoticeKind;
  noticeOn: string;
  textEn: string;
  /** Empty or null: none (the Chinese page shows the English text). */
  textCn: string | null;
}

export type IssueNoticeResult = { ok: true; noticeId: number; doi: string } | { ok: false; reason: NoticeRefusal | "not-found" };

/**
 * Issues a correction, retraction or expression of concern on a protocol online (ADR 0104), in one transaction:
 * the notice with its own DOI under the journal's prefix, the protocol's `updated_at` (OAI-PMH datestamps,
 * sitemaps' lastmod and feeds see the change), its search-index entry, and the audit log. The protocol row is
 * taken first (a no-op update, which PostgreSQL locks to the end of the transaction; SQLite has one writer), so
 * two editors' notices are checked one after the other; the unique index on retractions backs the rule.
 */
export async function issueNotice(
  db: Db,
  protocolId: number,
  input: NoticeInput,
  options: { actor: AuditActor; today: string; doiPrefix: string; now?: Date },
): Promise<IssueNoticeResult> {
  const now = (options.now ?? new Date()).toISOString();
  return db.transaction().execute(async (trx) => {
    const protocol = await trx
      .updateTable("protocols")
      .set((eb) => ({ updated_at: eb.ref("updated_at") }))
      .where("id", "=", protocolId)
      .returning(["kind", "online_on", "published_on"])
      .executeTakeFirst();
    if (!protocol) return { ok: false, reason: "not-found" } as const;
    const existing = await listProtocolNotices(trx, protocolId);
    const refusal = noticeRefusal(
      { kind: protocol.kind, onlineOn: protocol.online_on, publishedOn: protocol.published_on },
      existing,
      input.noticeOn,
      options.today,
    );
    const textCn = input.textCn?.trim() ? input.textCn.trim() : null;
    // The same notice sent twice (a double click, a resent form) is one notice.
    const same = existing.find((n) => n.kind === input.kind && n.noticeOn === input.noticeOn && n.textEn === input.textEn.trim() && n.textCn === textCn);
    if (same?.doi) return { ok: true, noticeId: same.id, doi: same.doi } as const;
    if (refusal) return { ok: false, reason: refusal } as const;
    const { id } = await trx
      .insertInto("protocol_notices")
      .values({
        protocol_id: protocolId,
        kind: input.kind,
        notice_on: input.noticeOn,
        text_en: input.textEn.trim(),
        text_cn: textCn,
        created_by: options.actor.userId,
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const doi = noticeDoi(id, options.doiPrefix);
    await trx.updateTable("protocol_notices").set({ doi }).where("id", "=", id).execute();
    await trx.updateTable("protocols").set({ updated_at: now }).where("id", "=", protocolId).execute();
    await reindexProtocols(trx, [protocolId]);
    await writeAuditEntry(trx, {
      actor: options.actor,
      // An edit of the protocol's record (its notices), shown in its history and the audit log.
      action: "edit",
      entityType: "protocol",
      entityId: protocolId,
      at: now,
      changes: { [`notice.${input.kind}`]: [null, { date: input.noticeOn, doi, textCn: textCn !== null }] },
    });
    return { ok: true, noticeId: id, doi } as const;
  });
}
