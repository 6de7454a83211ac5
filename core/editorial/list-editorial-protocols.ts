import { sql } from "kysely";
import type { Db } from "../db/client";
import type { ProtocolKind, ProtocolStatus } from "../db/schema";
import { pageOfRows } from "../protocols/paging";
import { containsPattern } from "../db/contains-pattern";
import { parseRecordId } from "../db/parse-record-id";

export const EDITORIAL_SORTS = ["newest", "oldest", "title", "id"] as const;
export type EditorialSort = (typeof EDITORIAL_SORTS)[number];
export const EDITORIAL_STATUSES = ["in_press", "corrected_proof", "published"] as const satisfies readonly ProtocolStatus[];

export interface EditorialProtocolQuery {
  /** Words of the title (either language), an id, or a DOI. */
  q: string;
  status: ProtocolStatus | null;
  kind: ProtocolKind | null;
  sort: EditorialSort;
  page: number;
}

export interface EditorialProtocolRow {
  id: number;
  kind: ProtocolKind;
  status: ProtocolStatus;
  doi: string | null;
  titleEn: string;
  titleCn: string | null;
  onlineOn: string | null;
  publishedOn: string | null;
  issueId: number | null;
  updatedAt: string;
}

/** The editors' list of protocols online (issue 14): filtered, sorted, a page at a time, with the total. */
export async function listEditorialProtocols(db: Db, query: EditorialProtocolQuery): Promise<{ rows: EditorialProtocolRow[]; total: number }> {
  let q = db.selectFrom("protocols");
  const text = query.q.trim();
  const id = parseRecordId(text);
  if (id !== null) q = q.where("id", "=", id);
  else if (/^10\.\S+\/\S+$/.test(text)) q = q.where((eb) => eb.fn("lower", ["doi"]), "=", text.toLowerCase());
  else if (text) {
    // LIKE on titles is enough for an office list; wildcards typed by the editor are taken literally.
    const pattern = containsPattern(text.toLowerCase());
    q = q.where(
      sql<boolean>`(lower(title_en) like ${pattern} escape '\\' or lower(coalesce(title_cn, '')) like ${pattern} escape '\\')`,
    );
  }
  if (query.status) q = q.where("status", "=", query.status);
  if (query.kind) q = q.where("kind", "=", query.kind);
  const sorted = (page: typeof q) => {
    const selected = page.select(["id", "kind", "status", "doi", "title_en", "title_cn", "online_on", "published_on", "issue_id", "updated_at"]);
    return query.sort === "oldest"
      ? selected.orderBy("online_on", "asc").orderBy("id", "asc")
      : query.sort === "title"
        ? selected.orderBy("title_en", "asc").orderBy("id", "asc")
        : query.sort === "id"
          ? selected.orderBy("id", "desc")
          : selected.orderBy("online_on", "desc").orderBy("id", "desc");
  };
  return pageOfRows(q, query.page, sorted, (r) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    doi: r.doi,
    titleEn: r.title_en,
    titleCn: r.title_cn,
    onlineOn: r.online_on,
    publishedOn: r.published_on,
    issueId: r.issue_id,
    updatedAt: r.updated_at,
  }));
}
