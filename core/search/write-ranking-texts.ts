import type { Db } from "../db/client";
import { rankingTexts } from "./ranking-texts";
import type { SearchSource } from "./search-document";

/** Rows per statement (four values each). */
const BATCH = 500;

/**
 * Stores the ranking texts of these protocols beside their index entries (ADR 0132), in the same transaction, so
 * that a search reads them rather than cutting every candidate's titles and keywords into terms again.
 */
export async function writeRankingTexts(db: Db, sources: readonly SearchSource[]): Promise<void> {
  for (let i = 0; i < sources.length; i += BATCH) {
    const rows = sources.slice(i, i + BATCH).map((s) => {
      const texts = rankingTexts(s.titleEn, s.titleCn, [...s.keywordsEn, ...s.keywordsCn]);
      return { protocol_id: s.id, title_text: texts.titleText, title_terms: texts.title.joined, keyword_terms: texts.keywords.joined };
    });
    await db
      .insertInto("search_ranking_texts")
      .values(rows)
      .onConflict((oc) =>
        oc.column("protocol_id").doUpdateSet((eb) => ({
          title_text: eb.ref("excluded.title_text"),
          title_terms: eb.ref("excluded.title_terms"),
          keyword_terms: eb.ref("excluded.keyword_terms"),
        })),
      )
      .execute();
  }
}

export async function removeRankingTexts(db: Db, ids: readonly number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += BATCH) await db.deleteFrom("search_ranking_texts").where("protocol_id", "in", ids.slice(i, i + BATCH)).execute();
}
