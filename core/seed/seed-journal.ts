import type { Db } from "../db/client";
import type { Dialect } from "../db/migrations/helpers";
import { CATEGORIES } from "../categories/categories";
import { addDays, isoDay } from "../dates/windows";
import { Random } from "./random";
import { generateProtocol, generatePerson, generateAffiliation, type Slot } from "./generate/generate-protocol";
import { ORGANISMS, TITLE_PATTERNS, CATEGORY_VOCABULARY, organismsFor } from "./generate/vocabulary";
import { REFERENCE_JOURNALS } from "./generate/suppliers";
import { insertBatched, insertProtocols } from "./insert-protocols";
import type { SeedProtocol } from "./seed-protocol";
import { AUTHORED_PROTOCOLS } from "./content/protocols";
import { authoredToBody, translatedBody } from "./content/to-body";
import { seedEditorial } from "./seed-editorial";
import { protocolDoi } from "../protocols/protocol-doi";

export interface SeedOptions {
  /** Published journal protocols (the hand-written ones included). */
  protocols: number;
  /** The day the demo journal is "as of"; the usage windows end here. Default: today (UTC). */
  today?: string;
  seed?: number;
}

export interface SeedReport {
  published: number;
  inPress: number;
  preprints: number;
  issues: number;
  seconds: number;
}

const YEARS = 10;
const ISSUES_PER_YEAR = 24;
const IN_PRESS = 24;
const CORRECTED_PROOFS = 4;
const FIRST_ID = 1001;
/** Protocols generated and written per transaction: bounds memory for --protocols 500000. */
const CHUNK = 2000;

/**
 * Builds the deterministic demo journal: categories, organisms, ten years of volumes (24 issues a year),
 * the hand-written protocols in the latest issues, generated protocols in all the others, articles in press,
 * preprints, daily views, citations with years, related protocols and the editorial content.
 */
export async function seedJournal(db: Db, dialect: Dialect, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const today = options.today ?? isoDay();
  const rng = new Random(options.seed ?? 20240601);

  await db
    .insertInto("categories")
    .values(CATEGORIES.map((c, i) => ({ id: c.id, slug: c.slug, name_en: c.nameEn, name_cn: c.nameCn, sort_order: i })))
    .execute();

  const organismNames = new Map<string, string>(ORGANISMS.map((o) => [o.en, o.cn]));
  for (const p of AUTHORED_PROTOCOLS) for (const o of p.organisms) if (!organismNames.has(o)) organismNames.set(o, o);
  const organismRows = await db
    .insertInto("organisms")
    .values([...organismNames].map(([name_en, name_cn]) => ({ name_en, name_cn })))
    .returning(["id", "name_en"])
    .execute();
  const organismIds = new Map(organismRows.map((r) => [r.name_en, r.id]));

  const issues = await seedIssues(db, today);
  const published = Math.max(options.protocols, AUTHORED_PROTOCOLS.length);
  const generatedPublished = published - AUTHORED_PROTOCOLS.length;

  // Slots in publication order: generated protocols over all issues, the hand-written ones in the newest two.
  const slots: Slot[] = [];
  let nextId = FIRST_ID;
  const perIssue = generatedPublished / issues.length;
  issues.forEach((issue, index) => {
    const count = Math.floor(perIssue * (index + 1)) - Math.floor(perIssue * index);
    for (let i = 0; i < count; i++) {
      slots.push({
        id: nextId++,
        kind: "bp",
        status: "published",
        issueId: issue.id,
        publishedOn: issue.publishedOn,
        onlineOn: addDays(issue.publishedOn, -rng.int(10, 45)),
        categoryId: CATEGORIES[rng.int(0, CATEGORIES.length - 1)]!.id,
      });
    }
  });
  const newest = issues.slice(-2);
  const authoredSlots = AUTHORED_PROTOCOLS.map((_, i) => {
    const issue = newest[i % newest.length]!;
    return { id: nextId++, issueId: issue.id, publishedOn: issue.publishedOn };
  });
  for (let i = 0; i < IN_PRESS; i++) {
    slots.push({
      id: nextId++,
      kind: "bp",
      status: i < CORRECTED_PROOFS ? "corrected_proof" : "in_press",
      issueId: null,
      publishedOn: null,
      onlineOn: addDays(today, -rng.int(1, 60)),
      categoryId: CATEGORIES[rng.int(0, CATEGORIES.length - 1)]!.id,
    });
  }
  const preprintCount = Math.max(200, Math.round(published * 0.06));
  for (let i = 0; i < preprintCount; i++) {
    slots.push({
      id: nextId++,
      kind: "bpp",
      status: "published",
      issueId: null,
      publishedOn: addDays(today, -rng.int(1, 3 * 365)),
      onlineOn: "",
      categoryId: CATEGORIES[rng.int(0, CATEGORIES.length - 1)]!.id,
    });
  }
  for (const s of slots) if (s.kind === "bpp") s.onlineOn = s.publishedOn!;

  const authored: SeedProtocol[] = AUTHORED_PROTOCOLS.map((a, i) => {
    const slot = authoredSlots[i]!;
    const onlineOn = addDays(slot.publishedOn, -rng.int(10, 30));
    const acceptedOn = addDays(onlineOn, -rng.int(5, 15));
    return {
      id: slot.id,
      kind: "bp",
      status: "published",
      doi: protocolDoi("bp", slot.id),
      elocation: `e${slot.id}`,
      titleEn: a.titleEn,
      titleCn: a.titleCn,
      abstractEn: a.abstractEn,
      abstractCn: a.abstractCn,
      keywordsEn: a.keywordsEn,
      keywordsCn: a.keywordsCn,
      receivedOn: addDays(acceptedOn, -rng.int(60, 120)),
      acceptedOn,
      onlineOn,
      publishedOn: slot.publishedOn,
      issueId: slot.issueId,
      journalVersionId: null,
      videoId: null,
      authors: a.authors.map((x) => ({
        nameEn: x.nameEn,
        nameCn: x.nameCn ?? null,
        affiliations: x.affiliations,
        orcid: x.orcid ?? null,
        corresponding: x.corresponding ?? false,
        email: x.email ?? null,
      })),
      categoryIds: [...a.categories],
      organisms: a.organisms,
      reviewers:
        i % 2 === 0
          ? [0, 1].map(() => {
              const who = generatePerson(rng);
              return { nameEn: who.nameEn, nameCn: who.nameCn, affiliation: generateAffiliation(rng) };
            })
          : [],
      versions:
        i % 4 === 1
          ? [
              { version: 1, publishedOn: slot.publishedOn, noteEn: "First published.", noteCn: "首次发表。" },
              {
                version: 2,
                publishedOn: addDays(slot.publishedOn, 3),
                noteEn: "Added a troubleshooting entry and corrected a catalogue number.",
                noteCn: "新增一条故障排除说明，并更正了一个货号。",
              },
            ]
          : [],
      body: authoredToBody(a),
      bodyCn: translatedBody(a),
    };
  });

  // A fifth of the preprints became journal protocols. The pairs are chosen before generating so that a
  // preprint can take its journal version's title, authors and text: a preprint links only to its own
  // journal version, published after it (issue 19).
  const journalVersionOf = pairPreprints(rng, slots);
  const pairedJournalIds = new Set(journalVersionOf.values());
  const journalVersions = new Map<number, SeedProtocol>();
  for (let start = 0; start < slots.length; start += CHUNK) {
    const chunk = slots.slice(start, start + CHUNK).map((slot) => {
      const p = generateProtocol(rng, slot);
      if (pairedJournalIds.has(p.id)) journalVersions.set(p.id, p);
      const versionId = journalVersionOf.get(p.id);
      const version = versionId === undefined ? undefined : journalVersions.get(versionId);
      return version ? asPreprintOf(p, version) : p;
    });
    await writeChunk(db, rng, chunk, organismIds, today);
  }
  await writeChunk(db, rng, authored, organismIds, today, 3);

  await seedEditorial(db, rng, {
    today,
    protocolIdsBySlug: new Map(AUTHORED_PROTOCOLS.map((a, i) => [a.slug, authored[i]!.id])),
  });
  void dialect;

  return {
    published,
    inPress: IN_PRESS,
    preprints: preprintCount,
    issues: issues.length,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

const PREPRINT_SHARE_PUBLISHED = 0.2;
/** A journal version appears between these many days after its preprint. */
const PREPRINT_TO_JOURNAL_DAYS = [60, 400] as const;

/**
 * Chooses which preprints became which journal protocols: each preprint at most one, each journal protocol
 * from at most one preprint, and always published after it. Returns preprint id → journal protocol id.
 */
function pairPreprints(rng: Random, slots: Slot[]): Map<number, number> {
  // Published journal slots are in publication order (the issues are walked oldest first).
  const journal = slots.filter((s) => s.kind === "bp" && s.status === "published" && s.publishedOn !== null);
  const used = new Set<number>();
  const pairs = new Map<number, number>();
  for (const pre of slots) {
    if (pre.kind !== "bpp" || !pre.publishedOn || !rng.chance(PREPRINT_SHARE_PUBLISHED)) continue;
    const earliest = addDays(pre.publishedOn, PREPRINT_TO_JOURNAL_DAYS[0]);
    const latest = addDays(pre.publishedOn, PREPRINT_TO_JOURNAL_DAYS[1]);
    let lo = 0;
    let hi = journal.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (journal[mid]!.publishedOn! < earliest) lo = mid + 1;
      else hi = mid;
    }
    const candidates: Slot[] = [];
    for (let i = lo; i < journal.length && journal[i]!.publishedOn! <= latest && candidates.length < 50; i++) {
      if (!used.has(journal[i]!.id)) candidates.push(journal[i]!);
    }
    if (!candidates.length) continue;
    const chosen = rng.pick(candidates);
    used.add(chosen.id);
    pairs.set(pre.id, chosen.id);
  }
  return pairs;
}

/** The preprint a journal protocol was made from: same title, authors, subject and text, its own DOI and date. */
function asPreprintOf(preprint: SeedProtocol, version: SeedProtocol): SeedProtocol {
  return {
    ...preprint,
    titleEn: version.titleEn,
    titleCn: version.titleCn,
    abstractEn: version.abstractEn,
    abstractCn: version.abstractCn,
    keywordsEn: version.keywordsEn,
    keywordsCn: version.keywordsCn,
    authors: version.authors,
    categoryIds: version.categoryIds,
    organisms: version.organisms,
    body: version.body,
    journalVersionId: version.id,
  };
}

/** Ten years of volumes with issues on the 1st and 16th of each month, up to `today`. */
async function seedIssues(db: Db, today: string): Promise<{ id: number; publishedOn: string }[]> {
  const lastYear = Number(today.slice(0, 4));
  const out: { id: number; publishedOn: string }[] = [];
  for (let year = lastYear - YEARS + 1; year <= lastYear; year++) {
    const volume = await db
      .insertInto("volumes")
      .values({ number: year - (lastYear - YEARS), year })
      .returning("id")
      .executeTakeFirstOrThrow();
    const rows = [];
    for (let n = 1; n <= ISSUES_PER_YEAR; n++) {
      const month = String(Math.ceil(n / 2)).padStart(2, "0");
      const day = n % 2 === 1 ? "01" : "16";
      const publishedOn = `${year}-${month}-${day}`;
      if (publishedOn > today) break;
      rows.push({ volume_id: volume.id, number: n, published_on: publishedOn, cover_url: `/images/covers/issue-${(n % 6) + 1}.svg` });
    }
    if (!rows.length) continue;
    const inserted = await db.insertInto("issues").values(rows).returning(["id", "published_on"]).execute();
    out.push(...inserted.map((r) => ({ id: r.id, publishedOn: r.published_on })));
  }
  return out;
}

/** Writes a chunk of protocols with their daily views, citations and related protocols, in one transaction. */
async function writeChunk(
  db: Db,
  rng: Random,
  protocols: SeedProtocol[],
  organismIds: Map<string, number>,
  today: string,
  popularityBoost = 1,
): Promise<void> {
  const views: { protocol_id: number; day: string; views: number }[] = [];
  const citations: { protocol_id: number; year: number; citing_title: string; citing_journal: string; citing_doi: string | null }[] = [];
  const totals = new Map<number, { views: number; cited: number }>();
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  const thisYear = Number(today.slice(0, 4));
  for (const p of protocols) {
    const since = p.onlineOn;
    const ageDays = Math.max(1, Math.round((todayMs - Date.parse(`${since}T00:00:00Z`)) / 86_400_000));
    // Lifetime readership and current interest are independent, so "most read" differs from "most cited".
    const popularity = Math.exp(rng.next() * 3) * popularityBoost;
    const trending = rng.chance(0.6) ? Math.exp(rng.next() * 3.5) * popularityBoost : 0;
    const days = new Map<string, number>();
    const lifetimeRows = Math.min(ageDays, rng.int(3, 6));
    for (let i = 0; i < lifetimeRows; i++) {
      const day = addDays(since, rng.int(0, ageDays - 1));
      days.set(day, (days.get(day) ?? 0) + Math.round(popularity * rng.int(5, 40)));
    }
    if (trending > 0) {
      const recentRows = Math.min(ageDays, rng.int(1, 4));
      for (let i = 0; i < recentRows; i++) {
        const day = addDays(today, -rng.int(0, Math.min(ageDays, 88)));
        days.set(day, (days.get(day) ?? 0) + Math.round(trending * rng.int(2, 12)));
      }
    }
    let viewTotal = 0;
    for (const [day, n] of days) {
      const count = Math.max(1, n);
      viewTotal += count;
      views.push({ protocol_id: p.id, day, views: count });
    }
    const pubYear = Number(since.slice(0, 4));
    const citability = p.kind === "bp" ? Math.exp(rng.next() * 2.2) - 1 : rng.next();
    const citationCount = Math.min(60, Math.floor(citability * (thisYear - pubYear + rng.next()) * popularityBoost));
    const category = CATEGORY_VOCABULARY[p.categoryIds[0] ?? 1] ?? CATEGORY_VOCABULARY[1]!;
    for (let i = 0; i < citationCount; i++) {
      const title = rng
        .pick(TITLE_PATTERNS)
        .en.replaceAll("{technique}", rng.pick(category.techniques).en.toLowerCase())
        .replaceAll("{target}", rng.pick(category.targets).en)
        .replaceAll("{organism}", rng.pick(organismsFor(p.categoryIds[0] ?? 1)).en);
      citations.push({
        protocol_id: p.id,
        year: rng.int(pubYear, thisYear),
        citing_title: title[0]!.toUpperCase() + title.slice(1),
        citing_journal: rng.pick(REFERENCE_JOURNALS),
        citing_doi: rng.chance(0.7) ? `10.5555/${rng.int(100000, 999999)}` : null,
      });
    }
    totals.set(p.id, { views: viewTotal, cited: citationCount });
  }

  // Related protocols: others of the same first category within the chunk.
  const byCategory = new Map<number, number[]>();
  for (const p of protocols) {
    const c = p.categoryIds[0]!;
    byCategory.set(c, [...(byCategory.get(c) ?? []), p.id]);
  }
  const related: { protocol_id: number; related_id: number; position: number }[] = [];
  for (const p of protocols) {
    const pool = (byCategory.get(p.categoryIds[0]!) ?? []).filter((id) => id !== p.id);
    rng.sample(pool, 4).forEach((related_id, i) => related.push({ protocol_id: p.id, related_id, position: i + 1 }));
  }

  await db.transaction().execute(async (trx) => {
    await insertProtocols(trx, protocols, organismIds, totals);
    await insertBatched(views, (batch) => trx.insertInto("protocol_views_daily").values(batch).execute());
    await insertBatched(citations, (batch) => trx.insertInto("citations").values(batch).execute());
    await insertBatched(related, (batch) => trx.insertInto("protocol_related").values(batch).execute());
  });
}
