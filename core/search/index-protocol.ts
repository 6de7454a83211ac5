import type { Db } from "../db/client";
import { parseStringList } from "../content/parse-string-list";
import type { ProtocolBody } from "../protocols/body";
import { groupByProtocol } from "../protocols/group-by-protocol";
import { listAuthorNames } from "../protocols/list-author-names";
import { searchEngineFor } from "./pick-engine";
import { buildSearchDocument, type SearchSource } from "./search-document";
import { removeRankingTexts, writeRankingTexts } from "./write-ranking-texts";

/**
 * The one write path of the search index. Every insert or update of a protocol's searchable text
 * (titles, abstracts, keywords, authors, body) calls indexProtocols or reindexProtocols in the same
 * transaction; deleting a protocol removes its entry by a database trigger (SQLite) or a cascading
 * foreign key (PostgreSQL), and removeFromSearchIndex does it explicitly.
 */

/** Indexes (or re-indexes) protocols whose text is at hand, e.g. the seed's. */
export async function indexProtocols(db: Db, sources: readonly SearchSource[]): Promise<void> {
  if (sources.length === 0) return;
  await searchEngineFor(db).write(db, sources.map(buildSearchDocument));
  await writeRankingTexts(db, sources);
  await raiseIndexGeneration(db);
}

export async function removeFromSearchIndex(db: Db, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await searchEngineFor(db).remove(db, ids);
  await removeRankingTexts(db, ids);
  await raiseIndexGeneration(db);
}

/**
 * Every write of the index raises its generation in the writing transaction, so it is seen with the write's
 * commit: a process's remembered ranking texts (ranking-texts.ts) are of the generation they were read at.
 */
async function raiseIndexGeneration(db: Db): Promise<void> {
  await db
    .updateTable("search_index_state")
    .set((eb) => ({ generation: eb("generation", "+", 1) }))
    .where("id", "=", 1)
    .execute();
}

/** A stored body (validated when it was written; here only its shape is checked, for speed on a rebuild). */
function parseBody(json: string | undefined): ProtocolBody | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as ProtocolBody;
    return Array.isArray(value?.sections) ? value : null;
  } catch {
    return null;
  }
}

/** The searchable text of these protocols as stored now. */
export async function loadSearchSources(db: Db, ids: readonly number[]): Promise<SearchSource[]> {
  if (ids.length === 0) return [];
  const [rows, authors, bodies, categories, organisms] = await Promise.all([
    db
      .selectFrom("protocols")
      .select(["id", "kind", "published_on", "online_on", "title_en", "title_cn", "abstract_en", "abstract_cn", "keywords_en", "keywords_cn"])
      .where("id", "in", ids)
      .execute(),
    listAuthorNames(db, ids),
    db.selectFrom("protocol_bodies").select(["protocol_id", "lang", "body"]).where("protocol_id", "in", ids).execute(),
    db.selectFrom("protocol_categories").select(["protocol_id", "category_id"]).where("protocol_id", "in", ids).execute(),
    db.selectFrom("protocol_organisms").select(["protocol_id", "organism_id"]).where("protocol_id", "in", ids).execute(),
  ]);
  const authorsOf = groupByProtocol(authors);
  const bodiesOf = groupByProtocol(bodies);
  const categoriesOf = groupByProtocol(categories);
  const organismsOf = groupByProtocol(organisms);
  return rows.map((r) => {
    const own = bodiesOf.get(r.id) ?? [];
    return {
      id: r.id,
      kind: r.kind,
      publishedOn: r.published_on,
      onlineOn: r.online_on,
      categoryIds: (categoriesOf.get(r.id) ?? []).map((c) => c.category_id),
      organismIds: (organismsOf.get(r.id) ?? []).map((o) => o.organism_id),
      titleEn: r.title_en,
      titleCn: r.title_cn,
      abstractEn: r.abstract_en,
      abstractCn: r.abstract_cn,
      keywordsEn: parseStringList(r.keywords_en),
      keywordsCn: parseStringList(r.keywords_cn),
      authors: (authorsOf.get(r.id) ?? []).map((a) => ({ nameEn: a.name_en, nameCn: a.name_cn })),
      body: parseBody(own.find((b) => b.lang === "en")?.body),
      bodyCn: parseBody(own.find((b) => b.lang === "cn")?.body),
    };
  });
}

/**
 * Brings the index entries of these protocols up to date with the database (call it after updating a
 * protocol, its authors or its body); ids no longer in the database are removed from the index.
 */
export async function reindexProtocols(db: Db, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 500) {
    const batch = unique.slice(i, i + 500);
    const sources = await loadSearchSources(db, batch);
    const found = new Set(sources.map((s) => s.id));
    await removeFromSearchIndex(db, batch.filter((id) => !found.has(id)));
    await indexProtocols(db, sources);
  }
}

/** Rebuilds the whole index from the protocols table (after a change of the text analysis, or a restore). */
export async function rebuildSearchIndex(db: Db, onProgress?: (done: number) => void): Promise<number> {
  let done = 0;
  let after = 0;
  for (;;) {
    const rows = await db.selectFrom("protocols").select("id").where("id", ">", after).orderBy("id").limit(1000).execute();
    if (rows.length === 0) break;
    const ids = rows.map((r) => r.id);
    // Inside a migration the handle is already a transaction (PostgreSQL).
    if (db.isTransaction) await reindexProtocols(db, ids);
    else await db.transaction().execute((trx) => reindexProtocols(trx, ids));
    done += ids.length;
    after = ids.at(-1)!;
    onProgress?.(done);
  }
  return done;
}
