import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import { findPublishedRow } from "../content/find-published-row";
import { localized } from "../content/localized";
import { loadSelectedSummaries, type ProtocolSummary } from "../protocols/load-summaries";

export interface Collection {
  id: number;
  title: string;
  description: string;
  coverUrl: string;
  protocols: ProtocolSummary[];
}

/** One published collection (ADR 0106) with its protocols in the editors' order; null when there is none. */
export async function findCollection(db: Db, lang: Lang, id: number): Promise<Collection | null> {
  const row = await findPublishedRow(db, "collections", id);
  if (!row) return null;
  const links = db
    .selectFrom("collection_protocols")
    .select("protocol_id as id")
    .where("collection_id", "=", id)
    .orderBy("position");
  return {
    id: row.id,
    title: localized(lang, row.title_en, row.title_cn),
    description: localized(lang, row.description_en, row.description_cn),
    coverUrl: row.cover_url,
    protocols: await loadSelectedSummaries(db, links),
  };
}
