import type { Db } from "@core/db/client";
import type { ProtocolBody } from "@core/protocols/body";
import type { SeedProtocol } from "./seed-protocol";
import { indexProtocols } from "@core/search/index-protocol";

/**
 * A body as JSON. Generated protocols of one technique, context and target share their section objects, so each
 * section is serialised once.
 */
const sectionJson = new WeakMap<object, string>();
function bodyJson(body: ProtocolBody): string {
  const sections = body.sections.map((s) => {
    let json = sectionJson.get(s);
    if (json === undefined) sectionJson.set(s, (json = JSON.stringify(s)));
    return json;
  });
  return `{"sections":[${sections.join(",")}],"references":${JSON.stringify(body.references)}}`;
}

/** Rows per INSERT: keeps every statement under SQLite's 32,766 bound parameters. */
const BATCH = 400;

export async function insertBatched<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Writes protocols with their bodies, authors, categories, organisms, reviewers and versions.
 * `organismIds` maps English organism names to ids.
 */
export async function insertProtocols(
  db: Db,
  protocols: SeedProtocol[],
  organismIds: Map<string, number>,
  totals: Map<number, { views: number; cited: number }>,
): Promise<void> {
  await insertBatched(protocols, (batch) =>
    db
      .insertInto("protocols")
      .values(
        batch.map((p) => ({
          id: p.id,
          kind: p.kind,
          status: p.status,
          doi: p.doi,
          elocation: p.elocation,
          title_en: p.titleEn,
          title_cn: p.titleCn,
          abstract_en: p.abstractEn,
          abstract_cn: p.abstractCn,
          keywords_en: JSON.stringify(p.keywordsEn),
          keywords_cn: JSON.stringify(p.keywordsCn),
          received_on: p.receivedOn,
          accepted_on: p.acceptedOn,
          online_on: p.onlineOn,
          published_on: p.publishedOn,
          issue_id: p.issueId,
          reviewers_anonymous: p.reviewers.length ? 0 : 1,
          video_id: p.videoId,
          journal_version_id: p.journalVersionId,
          views_total: totals.get(p.id)?.views ?? 0,
          cited_total: totals.get(p.id)?.cited ?? 0,
        })),
      )
      .execute(),
  );
  await insertBatched(protocols, (batch) =>
    db
      .insertInto("protocol_bodies")
      .values(batch.map((p) => ({ protocol_id: p.id, lang: "en", body: bodyJson(p.body) })))
      .execute(),
  );
  const translated = protocols.filter((p) => p.bodyCn);
  await insertBatched(translated, (batch) =>
    db
      .insertInto("protocol_bodies")
      .values(batch.map((p) => ({ protocol_id: p.id, lang: "cn", body: bodyJson(p.bodyCn!) })))
      .execute(),
  );
  const authors = protocols.flatMap((p) =>
    p.authors.map((a, i) => ({
      protocol_id: p.id,
      position: i + 1,
      name_en: a.nameEn,
      name_cn: a.nameCn,
      affiliations: JSON.stringify(a.affiliations),
      orcid: a.orcid,
      is_corresponding: a.corresponding ? 1 : 0,
      email: a.email,
    })),
  );
  await insertBatched(authors, (batch) => db.insertInto("protocol_authors").values(batch).execute());
  const categories = protocols.flatMap((p) => p.categoryIds.map((category_id) => ({ protocol_id: p.id, category_id })));
  await insertBatched(categories, (batch) => db.insertInto("protocol_categories").values(batch).execute());
  const organisms = protocols.flatMap((p) =>
    p.organisms.map((name) => {
      const organism_id = organismIds.get(name);
      if (organism_id === undefined) throw new Error(`unknown organism ${name}`);
      return { protocol_id: p.id, organism_id };
    }),
  );
  await insertBatched(organisms, (batch) => db.insertInto("protocol_organisms").values(batch).execute());
  const reviewers = protocols.flatMap((p) =>
    p.reviewers.map((r, i) => ({ protocol_id: p.id, position: i + 1, name_en: r.nameEn, name_cn: r.nameCn, affiliation: r.affiliation })),
  );
  await insertBatched(reviewers, (batch) => db.insertInto("protocol_reviewers").values(batch).execute());
  const versions = protocols.flatMap((p) =>
    p.versions.map((v) => ({ protocol_id: p.id, version: v.version, published_on: v.publishedOn, note_en: v.noteEn, note_cn: v.noteCn })),
  );
  await insertBatched(versions, (batch) => db.insertInto("protocol_versions").values(batch).execute());
  await indexProtocols(db, protocols.map((p) => ({ ...p, organismIds: p.organisms.map((name) => organismIds.get(name)!) })));
}

