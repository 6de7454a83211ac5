import type { Db } from "../db/client";
import type { ProtocolNotice } from "../editorial/notices/notice-rules";

/** A protocol's correction, retraction and concern notices, oldest first (ADR 0104); public from when written. */
export async function listProtocolNotices(db: Db, protocolId: number): Promise<ProtocolNotice[]> {
  const rows = await db
    .selectFrom("protocol_notices")
    .select(["id", "kind", "notice_on", "text_en", "text_cn", "doi"])
    .where("protocol_id", "=", protocolId)
    .orderBy("notice_on")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, noticeOn: r.notice_on, textEn: r.text_en, textCn: r.text_cn, doi: r.doi }));
}
