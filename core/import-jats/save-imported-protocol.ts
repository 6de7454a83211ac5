import { nextProtocolId } from "../protocols/next-protocol-id";
import type { Db } from "../db/client";
import type { ProtocolStatus } from "../db/schema";
import { reindexProtocols } from "../search/index-protocol";
import { insertProtocolAuthors } from "../protocols/insert-protocol-authors";
import type { ImportedArticle } from "./read-jats-article";

export type ImportStatus = Extract<ProtocolStatus, "in_press" | "published">;

export interface SavedProtocol {
  id: number;
  created: boolean;
}

/**
 * Writes an imported article as a journal protocol, all in one transaction: found by DOI, it is updated
 * (its English body, authors and metadata replaced; views, citations, issue, subjects and any Chinese text
 * the journal added are kept), else inserted with the next free id. No Chinese body is written: the protocol
 * page falls back to the English one and says so. The search index is updated in the same transaction.
 */
export async function saveImportedProtocol(
  db: Db,
  article: ImportedArticle,
  status: ImportStatus,
  now: Date,
): Promise<SavedProtocol> {
  const updatedAt = now.toISOString();
  const today = updatedAt.slice(0, 10);
  const onlineOn = article.publishedOn ?? today;
  const fields = {
    status,
    doi: article.doi,
    title_en: article.titleEn,
    abstract_en: article.abstractEn,
    keywords_en: JSON.stringify(article.keywordsEn),
    received_on: article.receivedOn,
    accepted_on: article.acceptedOn,
    online_on: onlineOn,
    published_on: status === "published" ? onlineOn : null,
    licence: article.licence || "CC BY 4.0",
    updated_at: updatedAt,
  };
  // Chinese fields only when the article has them: a translation added in the journal survives a re-import.
  const chinese = {
    ...(article.titleCn ? { title_cn: article.titleCn } : {}),
    ...(article.abstractCn ? { abstract_cn: article.abstractCn } : {}),
    ...(article.keywordsCn.length ? { keywords_cn: JSON.stringify(article.keywordsCn) } : {}),
  };
  return db.transaction().execute(async (trx) => {
    // DOIs are case-insensitive; these spellings keep the lookup on the unique index.
    const existing = await trx
      .selectFrom("protocols")
      .select("id")
      .where("doi", "in", [...new Set([article.doi, article.doi.toLowerCase(), article.doi.toUpperCase()])])
      .executeTakeFirst();
    let id: number;
    if (existing) {
      id = existing.id;
      await trx
        .updateTable("protocols")
        .set({ ...fields, ...chinese })
        .where("id", "=", id)
        .execute();
      await trx.deleteFrom("protocol_authors").where("protocol_id", "=", id).execute();
      await trx.deleteFrom("protocol_bodies").where("protocol_id", "=", id).where("lang", "=", "en").execute();
    } else {
      id = await nextProtocolId(trx);
      await trx
        .insertInto("protocols")
        .values({
          id,
          kind: "bp",
          elocation: null,
          issue_id: null,
          video_id: null,
          journal_version_id: null,
          title_cn: null,
          abstract_cn: null,
          ...fields,
          ...chinese,
          created_at: updatedAt,
        })
        .execute();
    }
    await trx
      .insertInto("protocol_bodies")
      .values({ protocol_id: id, lang: "en", body: JSON.stringify(article.body) })
      .execute();
    await insertProtocolAuthors(trx, id, article.authors);
    await reindexProtocols(trx, [id]);
    return { id, created: !existing };
  });
}
