import type { SelectQueryBuilder } from "kysely";
import type { Db } from "../db/client";
import type { Database, ProtocolKind, ProtocolStatus } from "../db/schema";
import { listAuthorNames } from "./list-author-names";
import { listProtocolCategories } from "./list-protocol-categories";

/** What a list shows of a protocol: title, authors, date, categories, views (both languages). */
export interface ProtocolSummary {
  id: number;
  kind: ProtocolKind;
  status: ProtocolStatus;
  titleEn: string;
  titleCn: string | null;
  /** Publication date, or the online date for articles in press. */
  date: string | null;
  views: number;
  citedBy: number;
  authors: { nameEn: string; nameCn: string | null }[];
  categories: { id: number; nameEn: string; nameCn: string }[];
  /** Retracted (ADR 0104): lists and search results mark it. */
  retracted?: boolean;
}

/** Summaries of the given protocols, in the order of `ids`. */
export async function loadSummaries(db: Db, ids: readonly number[]): Promise<ProtocolSummary[]> {
  if (ids.length === 0) return [];
  const [rows, authors, categories, retracted] = await Promise.all([
    db
      .selectFrom("protocols")
      .select(["id", "kind", "status", "title_en", "title_cn", "published_on", "online_on", "views_total", "cited_total"])
      .where("id", "in", ids)
      .execute(),
    listAuthorNames(db, ids),
    listProtocolCategories(db, ids),
    db.selectFrom("protocol_notices").select("protocol_id").where("kind", "=", "retraction").where("protocol_id", "in", ids).execute(),
  ]);
  const byId = new Map<number, ProtocolSummary>();
  for (const r of rows) {
    byId.set(r.id, {
      id: r.id,
      kind: r.kind,
      status: r.status,
      titleEn: r.title_en,
      titleCn: r.title_cn,
      date: r.published_on ?? r.online_on,
      views: r.views_total,
      citedBy: r.cited_total,
      authors: [],
      categories: [],
      retracted: false,
    });
  }
  for (const r of retracted) {
    const summary = byId.get(r.protocol_id);
    if (summary) summary.retracted = true;
  }
  for (const a of authors) byId.get(a.protocol_id)?.authors.push({ nameEn: a.name_en, nameCn: a.name_cn });
  for (const c of categories) {
    byId.get(c.protocol_id)?.categories.push({ id: c.id, nameEn: c.name_en, nameCn: c.name_cn });
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The summaries of the protocols a list holds: `ids` selects their ids (as `id`) in the list's order. */
export async function loadSelectedSummaries<TB extends keyof Database>(
  db: Db,
  ids: SelectQueryBuilder<Database, TB, { id: number }>,
): Promise<ProtocolSummary[]> {
  const rows = await ids.execute();
  return loadSummaries(
    db,
    rows.map((r) => r.id),
  );
}

/** The summaries of one page of a list: `ids` selects the protocols' ids in the list's order. */
export function loadSummaryPage<TB extends keyof Database>(
  db: Db,
  ids: SelectQueryBuilder<Database, TB, { id: number }>,
  limit: number,
  offset: number,
): Promise<ProtocolSummary[]> {
  return loadSelectedSummaries(db, ids.limit(limit).offset(offset));
}
