import type { Db } from "../db/client";
import { parseStringList } from "../content/parse-string-list";
import { groupByProtocol } from "./group-by-protocol";
import { listProtocolCategories } from "./list-protocol-categories";
import type { ProtocolDetail } from "./protocol-detail";

/**
 * The details of these protocols, keyed by id, in eight queries however many there are (ADR 0095): an OAI
 * ListRecords page of 100 costs one round of reads, not a hundred, and one protocol's page the same eight.
 * A test checks that a page of records loads exactly as each record alone.
 */
export async function loadProtocolDetails(db: Db, ids: number[]): Promise<Map<number, ProtocolDetail>> {
  const out = new Map<number, ProtocolDetail>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom("protocols")
    .leftJoin("issues", "issues.id", "protocols.issue_id")
    .leftJoin("volumes", "volumes.id", "issues.volume_id")
    // An unpublished video (ADR 0112) is not shown with its protocol.
    .leftJoin("videos", (join) => join.onRef("videos.id", "=", "protocols.video_id").on("videos.state", "=", "published"))
    .select([
      "protocols.id",
      "protocols.kind",
      "protocols.status",
      "protocols.doi",
      "protocols.elocation",
      "protocols.title_en",
      "protocols.title_cn",
      "protocols.abstract_en",
      "protocols.abstract_cn",
      "protocols.keywords_en",
      "protocols.keywords_cn",
      "protocols.received_on",
      "protocols.accepted_on",
      "protocols.online_on",
      "protocols.published_on",
      "protocols.licence",
      "protocols.reviewers_anonymous",
      "protocols.journal_version_id",
      "protocols.views_total",
      "protocols.cited_total",
      "issues.id as issue_id",
      "issues.number as issue_number",
      "issues.published_on as issue_published_on",
      "volumes.number as volume_number",
      "volumes.year as volume_year",
      "videos.title_en as video_title_en",
      "videos.title_cn as video_title_cn",
      "videos.src as video_src",
      "videos.poster_url as video_poster_url",
      "videos.duration_seconds as video_duration_seconds",
    ])
    .where("protocols.id", "in", ids)
    .execute();
  if (rows.length === 0) return out;
  const found = rows.map((r) => r.id);
  const journalIds = [...new Set(rows.flatMap((r) => (r.journal_version_id === null ? [] : [r.journal_version_id])))];
  const bpIds = rows.filter((r) => r.kind === "bp").map((r) => r.id);

  const [authors, categories, organisms, reviewers, versions, journalVersions, preprints] = await Promise.all([
    db
      .selectFrom("protocol_authors")
      .select(["protocol_id", "name_en", "name_cn", "affiliations", "orcid", "is_corresponding", "email"])
      .where("protocol_id", "in", found)
      .orderBy("protocol_id")
      .orderBy("position")
      .execute(),
    listProtocolCategories(db, found),
    db
      .selectFrom("protocol_organisms")
      .innerJoin("organisms", "organisms.id", "protocol_organisms.organism_id")
      .select(["protocol_organisms.protocol_id", "organisms.name_en", "organisms.name_cn"])
      .where("protocol_organisms.protocol_id", "in", found)
      .orderBy("protocol_organisms.protocol_id")
      .orderBy("organisms.name_en")
      .execute(),
    db
      .selectFrom("protocol_reviewers")
      .select(["protocol_id", "name_en", "name_cn", "affiliation"])
      .where("protocol_id", "in", found)
      .orderBy("protocol_id")
      .orderBy("position")
      .execute(),
    db
      .selectFrom("protocol_versions")
      .select(["protocol_id", "version", "published_on", "note_en", "note_cn", (eb) => eb("snapshot", "is not", null).as("readable")])
      .where("protocol_id", "in", found)
      .orderBy("protocol_id")
      .orderBy("version")
      .execute(),
    journalIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("protocols")
          .select(["id", "title_en", "title_cn", "online_on", "published_on"])
          .where("id", "in", journalIds)
          .where("kind", "=", "bp")
          .where("status", "in", ["published", "in_press", "corrected_proof"])
          .execute(),
    bpIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("protocols")
          .select(["id", "journal_version_id", "title_en", "title_cn"])
          .where("kind", "=", "bpp")
          .where("status", "=", "published")
          .where("journal_version_id", "in", bpIds)
          .orderBy("id")
          .execute(),
  ]);

  const authorsOf = groupByProtocol(authors);
  const categoriesOf = groupByProtocol(categories);
  const organismsOf = groupByProtocol(organisms);
  const reviewersOf = groupByProtocol(reviewers);
  const versionsOf = groupByProtocol(versions);
  const journalById = new Map(journalVersions.map((j) => [j.id, j]));
  const preprintOf = new Map<number, (typeof preprints)[number]>();
  for (const p of preprints) if (p.journal_version_id !== null && !preprintOf.has(p.journal_version_id)) preprintOf.set(p.journal_version_id, p);

  for (const row of rows) {
    const jv = row.journal_version_id === null ? undefined : journalById.get(row.journal_version_id);
    // Same rule as findProtocolDetail: only a journal version that came after the preprint is its own (issue 19).
    const jvOn = jv ? (jv.online_on ?? jv.published_on) : null;
    const journalVersion = jvOn !== null && jvOn >= (row.published_on ?? row.online_on ?? "") ? jv : undefined;
    const preprint = row.kind === "bp" ? preprintOf.get(row.id) : undefined;
    out.set(row.id, {
      id: row.id,
      kind: row.kind,
      status: row.status,
      doi: row.doi,
      elocation: row.elocation,
      titleEn: row.title_en,
      titleCn: row.title_cn,
      abstractEn: row.abstract_en,
      abstractCn: row.abstract_cn,
      keywordsEn: parseStringList(row.keywords_en),
      keywordsCn: parseStringList(row.keywords_cn),
      receivedOn: row.received_on,
      acceptedOn: row.accepted_on,
      onlineOn: row.online_on,
      publishedOn: row.published_on,
      licence: row.licence,
      reviewersAnonymous: row.reviewers_anonymous === 1,
      views: Number(row.views_total),
      citedBy: Number(row.cited_total),
      issue:
        row.issue_id !== null && row.issue_number !== null && row.volume_number !== null && row.issue_published_on !== null
          ? {
              id: row.issue_id,
              volume: row.volume_number,
              number: row.issue_number,
              year: row.volume_year ?? Number(row.issue_published_on.slice(0, 4)),
              publishedOn: row.issue_published_on,
            }
          : null,
      journalVersion: journalVersion ? { id: journalVersion.id, titleEn: journalVersion.title_en, titleCn: journalVersion.title_cn } : null,
      preprint: preprint ? { id: preprint.id, titleEn: preprint.title_en, titleCn: preprint.title_cn } : null,
      authors: (authorsOf.get(row.id) ?? []).map((a) => ({
        nameEn: a.name_en,
        nameCn: a.name_cn,
        affiliations: parseStringList(a.affiliations),
        orcid: a.orcid,
        corresponding: a.is_corresponding === 1,
        email: a.email,
      })),
      categories: (categoriesOf.get(row.id) ?? []).map((c) => ({ id: c.id, nameEn: c.name_en, nameCn: c.name_cn })),
      organisms: (organismsOf.get(row.id) ?? []).map((o) => ({ nameEn: o.name_en, nameCn: o.name_cn })),
      reviewers: (reviewersOf.get(row.id) ?? []).map((r) => ({ nameEn: r.name_en, nameCn: r.name_cn, affiliation: r.affiliation })),
      versions: (versionsOf.get(row.id) ?? []).map((v) => ({ version: v.version, publishedOn: v.published_on, noteEn: v.note_en, noteCn: v.note_cn, readable: Boolean(v.readable) })),
      video:
        row.video_src && row.video_title_en && row.video_title_cn && row.video_poster_url
          ? {
              titleEn: row.video_title_en,
              titleCn: row.video_title_cn,
              src: row.video_src,
              posterUrl: row.video_poster_url,
              durationSeconds: Number(row.video_duration_seconds ?? 0),
            }
          : null,
    });
  }
  return out;
}
