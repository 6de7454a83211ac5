import type { Selectable } from "kysely";
import type { Db } from "../db/client";
import type { ProtocolNoticesTable } from "../db/schema";
import type { ProtocolNotice } from "../editorial/notices/notice-rules";

/** The columns a notice is read from, named by table so that a query joining `protocols` can use them too. */
export const NOTICE_COLUMNS = [
  "protocol_notices.id",
  "protocol_notices.kind",
  "protocol_notices.notice_on",
  "protocol_notices.text_en",
  "protocol_notices.text_cn",
  "protocol_notices.doi",
] as const;

/** A notice as the pages and Crossref records use it, from its NOTICE_COLUMNS. */
export function noticeOf(r: Pick<Selectable<ProtocolNoticesTable>, "id" | "kind" | "notice_on" | "text_en" | "text_cn" | "doi">): ProtocolNotice {
  return { id: r.id, kind: r.kind, noticeOn: r.notice_on, textEn: r.text_en, textCn: r.text_cn, doi: r.doi };
}

/** A protocol's correction, retraction and concern notices, oldest first (ADR 0104); public from when written. */
export async function listProtocolNotices(db: Db, protocolId: number): Promise<ProtocolNotice[]> {
  const rows = await db
    .selectFrom("protocol_notices")
    .select(NOTICE_COLUMNS)
    .where("protocol_id", "=", protocolId)
    .orderBy("notice_on")
    .orderBy("id")
    .execute();
  return rows.map(noticeOf);
}
