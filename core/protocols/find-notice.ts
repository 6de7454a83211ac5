import type { Db } from "../db/client";
import type { ProtocolKind } from "../db/schema";
import type { ProtocolNotice } from "../editorial/notices/notice-rules";
import { NOTICE_COLUMNS, noticeOf } from "./list-protocol-notices";

export interface NoticeWithProtocol extends ProtocolNotice {
  protocol: { id: number; kind: ProtocolKind; doi: string | null; titleEn: string; titleCn: string | null; onlineOn: string | null };
}

/** One notice with the protocol it is about, for its own page and its Crossref record; null when unknown. */
export async function findNotice(db: Db, noticeId: number): Promise<NoticeWithProtocol | null> {
  const r = await db
    .selectFrom("protocol_notices")
    .innerJoin("protocols", "protocols.id", "protocol_notices.protocol_id")
    .select(NOTICE_COLUMNS)
    .select(["protocols.id as protocol_id", "protocols.kind as protocol_kind", "protocols.doi as protocol_doi", "protocols.title_en", "protocols.title_cn", "protocols.online_on"])
    .where("protocol_notices.id", "=", noticeId)
    .executeTakeFirst();
  if (!r) return null;
  return {
    ...noticeOf(r),
    protocol: { id: r.protocol_id, kind: r.protocol_kind, doi: r.protocol_doi, titleEn: r.title_en, titleCn: r.title_cn, onlineOn: r.online_on },
  };
}
