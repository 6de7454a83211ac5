import type { Db } from "../db/client";
import type { ProtocolKind } from "../db/schema";
import type { ProtocolNotice } from "../editorial/notices/notice-rules";

export interface NoticeWithProtocol extends ProtocolNotice {
  protocol: { id: number; kind: ProtocolKind; doi: string | null; titleEn: string; titleCn: string | null; onlineOn: string | null };
}

/** One notice with the protocol it is about, for its own page and its Crossref record; null when unknown. */
export async function findNotice(db: Db, noticeId: number): Promise<NoticeWithProtocol | null> {
  const r = await db
    .selectFrom("protocol_notices")
    .innerJoin("protocols", "protocols.id", "protocol_notices.protocol_id")
    .select([
      "protocol_notices.id",
      "protocol_notices.kind",
      "protocol_notices.notice_on",
      "protocol_notices.text_en",
      "protocol_notices.text_cn",
      "protocol_notices.doi",
      "protocols.id as protocol_id",
      "protocols.kind as protocol_kind",
      "protocols.doi as protocol_doi",
      "protocols.title_en",
      "protocols.title_cn",
      "protocols.online_on",
    ])
    .where("protocol_notices.id", "=", noticeId)
    .executeTakeFirst();
  if (!r) return null;
  return {
    id: r.id,
    kind: r.kind,
    noticeOn: r.notice_on,
    textEn: r.text_en,
    textCn: r.text_cn,
    doi: r.doi,
    protocol: { id: r.protocol_id, kind: r.protocol_kind, doi: r.protocol_doi, titleEn: r.title_en, titleCn: r.title_cn, onlineOn: r.online_on },
  };
}
