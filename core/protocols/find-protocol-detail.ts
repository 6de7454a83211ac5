import type { Db } from "../db/client";
import type { ProtocolKind, ProtocolStatus } from "../db/schema";

export interface DetailAuthor {
  nameEn: string;
  nameCn: string | null;
  affiliations: string[];
  orcid: string | null;
  corresponding: boolean;
  email: string | null;
}

/** Everything the protocol page shows about a protocol except its body, questions and related protocols. */
export interface ProtocolDetail {
  id: number;
  kind: ProtocolKind;
  status: ProtocolStatus;
  doi: string | null;
  elocation: string | null;
  titleEn: string;
  titleCn: string | null;
  abstractEn: string;
  abstractCn: string | null;
  keywordsEn: string[];
  keywordsCn: string[];
  receivedOn: string | null;
  acceptedOn: string | null;
  onlineOn: string | null;
  publishedOn: string | null;
  licence: string;
  reviewersAnonymous: boolean;
  views: number;
  citedBy: number;
  /** The issue it was published in; null while in press, and for preprints. */
  issue: { id: number; volume: number; number: number; year: number; publishedOn: string } | null;
  /** For a preprint: the journal protocol it became, if any. */
  journalVersion: { id: number; titleEn: string; titleCn: string | null } | null;
  /** For a journal protocol: its preprint, if one links to it. */
  preprint: { id: number; titleEn: string; titleCn: string | null } | null;
  authors: DetailAuthor[];
  categories: { id: number; nameEn: string; nameCn: string }[];
  organisms: { nameEn: string; nameCn: string }[];
  reviewers: { nameEn: string; nameCn: string | null; affiliation: string | null }[];
  /** `readable`: an earlier version kept as it was, which readers can open (ADR 0101). */
  versions: { version: number; publishedOn: string; noteEn: string; noteCn: string; readable: boolean }[];
  video: { titleEn: string; titleCn: string; src: string; posterUrl: string; durationSeconds: number } | null;
}

function jsonList(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

/** One protocol with its people, subjects, issue and history; null when there is no protocol with that id. */
export async function findProtocolDetail(db: Db, id: number): Promise<ProtocolDetail | null> {
  const row = await db
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
    .where("protocols.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;

  const [authors, categories, organisms, reviewers, versions, journalVersion, preprint] = await Promise.all([
    db
      .selectFrom("protocol_authors")
      .select(["name_en", "name_cn", "affiliations", "orcid", "is_corresponding", "email"])
      .where("protocol_id", "=", id)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("protocol_categories")
      .innerJoin("categories", "categories.id", "protocol_categories.category_id")
      .select(["categories.id", "categories.name_en", "categories.name_cn"])
      .where("protocol_categories.protocol_id", "=", id)
      .orderBy("categories.sort_order")
      .execute(),
    db
      .selectFrom("protocol_organisms")
      .innerJoin("organisms", "organisms.id", "protocol_organisms.organism_id")
      .select(["organisms.name_en", "organisms.name_cn"])
      .where("protocol_organisms.protocol_id", "=", id)
      .orderBy("organisms.name_en")
      .execute(),
    db
      .selectFrom("protocol_reviewers")
      .select(["name_en", "name_cn", "affiliation"])
      .where("protocol_id", "=", id)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("protocol_versions")
      .select(["version", "published_on", "note_en", "note_cn", (eb) => eb("snapshot", "is not", null).as("readable")])
      .where("protocol_id", "=", id)
      .orderBy("version")
      .execute(),
    row.journal_version_id === null
      ? Promise.resolve(undefined)
      : db
          .selectFrom("protocols")
          .select(["id", "title_en", "title_cn"])
          .where("id", "=", row.journal_version_id)
          .where("kind", "=", "bp")
          // Only a journal version that exists for readers and came after the preprint is its own (issue 19):
          // anything else would send the reader to an unrelated or unpublished protocol.
          .where("status", "in", ["published", "in_press", "corrected_proof"])
          .where((eb) => eb(eb.fn.coalesce("online_on", "published_on"), ">=", row.published_on ?? row.online_on ?? ""))
          .executeTakeFirst(),
    row.kind === "bp"
      ? db
          .selectFrom("protocols")
          .select(["id", "title_en", "title_cn"])
          // kind + status come first so the (kind, status, published_on) index narrows the scan to preprints.
          .where("kind", "=", "bpp")
          .where("status", "=", "published")
          .where("journal_version_id", "=", id)
          .limit(1)
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ]);

  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    doi: row.doi,
    elocation: row.elocation,
    titleEn: row.title_en,
    titleCn: row.title_cn,
    abstractEn: row.abstract_en,
    abstractCn: row.abstract_cn,
    keywordsEn: jsonList(row.keywords_en),
    keywordsCn: jsonList(row.keywords_cn),
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
    authors: authors.map((a) => ({
      nameEn: a.name_en,
      nameCn: a.name_cn,
      affiliations: jsonList(a.affiliations),
      orcid: a.orcid,
      corresponding: a.is_corresponding === 1,
      email: a.email,
    })),
    categories: categories.map((c) => ({ id: c.id, nameEn: c.name_en, nameCn: c.name_cn })),
    organisms: organisms.map((o) => ({ nameEn: o.name_en, nameCn: o.name_cn })),
    reviewers: reviewers.map((r) => ({ nameEn: r.name_en, nameCn: r.name_cn, affiliation: r.affiliation })),
    versions: versions.map((v) => ({ version: v.version, publishedOn: v.published_on, noteEn: v.note_en, noteCn: v.note_cn, readable: Boolean(v.readable) })),
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
  };
}
