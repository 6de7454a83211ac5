import type { Db } from "@core/db/client";
import type { Dialect } from "@core/db/migrations/helpers";
import { addDays, isoDay } from "@core/dates/iso-day";
import { Random } from "./random";
import { planCorpus } from "./generate/corpus";
import type { CorpusEntry } from "./generate/lint-corpus";
import { ORGANISMS } from "./generate/vocabulary";
import { planIssues } from "./generate/corpus";
import { journalsFor } from "./generate/suppliers";
import { TECHNIQUES } from "./generate/techniques";
import { fillTitle } from "./generate/text";
import { insertBatched, insertProtocols } from "./insert-protocols";
import { AUTHORED_PROTOCOLS } from "./content/protocols";
import { seedEditorial } from "./seed-editorial";
import { searchEngineFor } from "@core/search/pick-engine";

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

/** Protocols generated and written per transaction: bounds memory for --protocols 500000. */
const CHUNK = 2000;

/**
 * Builds the deterministic demo journal: organisms, ten years of volumes (24 issues a year), the
 * protocols of seed/generate/corpus.ts (hand-written ones in the latest issues, generated ones from technique
 * templates in all the others, articles in press, preprints), daily views, citations with years, related
 * protocols and the editorial content.
 */
export async function seedJournal(db: Db, dialect: Dialect, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const today = options.today ?? isoDay();
  // Usage (views, citations, related protocols) has its own sequence, so the corpus is the same with or without a database.
  const rng = new Random((options.seed ?? 20240601) + 1);

  // The subject categories are reference data, written by migration 0023.
  const organismNames = new Map<string, string>(ORGANISMS.map((o) => [o.en, o.cn]));
  for (const t of TECHNIQUES) for (const c of t.contexts) if (!organismNames.has(c.organism)) organismNames.set(c.organism, c.organismText.cn);
  for (const p of AUTHORED_PROTOCOLS) for (const o of p.organisms) if (!organismNames.has(o)) organismNames.set(o, o);
  const organismRows = await db
    .insertInto("organisms")
    .values([...organismNames].map(([name_en, name_cn]) => ({ name_en, name_cn })))
    .returning(["id", "name_en"])
    .execute();
  const organismIds = new Map(organismRows.map((r) => [r.name_en, r.id]));

  const issueIds = await seedIssues(db, today);
  const corpus = planCorpus({ ...options, today }, issueIds);
  const related = new RelatedIndex();
  await searchEngineFor(db).bulkLoad(db, async () => {
    for (const chunk of corpus.chunks(CHUNK)) {
      await writeChunk(db, rng, chunk.entries, organismIds, today, related, chunk.authored ? 3 : 1);
    }
  });

  await seedEditorial(db, rng, { today, protocolIdsBySlug: corpus.authoredIds });
  void dialect;

  return {
    published: corpus.published,
    inPress: corpus.inPress,
    preprints: corpus.preprints,
    issues: issueIds.length,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

/** Inserts the volumes and issues of planIssues; returns the issue ids in the same order. */
async function seedIssues(db: Db, today: string): Promise<number[]> {
  const plan = planIssues(today);
  const ids: number[] = [];
  for (const year of [...new Set(plan.map((i) => i.year))]) {
    const own = plan.filter((i) => i.year === year);
    const volume = await db
      .insertInto("volumes")
      .values({ number: own[0]!.volume, year })
      .returning("id")
      .executeTakeFirstOrThrow();
    const inserted = await db
      .insertInto("issues")
      .values(own.map((i) => ({ volume_id: volume.id, number: i.number, published_on: i.publishedOn, cover_url: `/images/covers/issue-${(i.number % 6) + 1}.svg` })))
      .returning(["id", "number"])
      .execute();
    const byNumber = new Map(inserted.map((r) => [r.number, r.id]));
    ids.push(...own.map((i) => byNumber.get(i.number)!));
  }
  return ids;
}

/**
 * Protocols already written, by technique and by first subject, so that a protocol's related protocols are of
 * its technique (then of its subject) and already in the database.
 */
class RelatedIndex {
  readonly byTechnique = new Map<string, number[]>();
  readonly byCategory = new Map<number, number[]>();
  add(entry: CorpusEntry): void {
    const push = <K>(map: Map<K, number[]>, key: K) => {
      const list = map.get(key);
      if (list) list.push(entry.protocol.id);
      else map.set(key, [entry.protocol.id]);
    };
    // Preprints are not offered as related journal protocols.
    if (entry.protocol.kind !== "bp") return;
    if (entry.techniqueId) push(this.byTechnique, entry.techniqueId);
    push(this.byCategory, entry.protocol.categoryIds[0]!);
  }
}

/** Up to `count` distinct ids of `list` other than `self`, picked at random without copying the list. */
function pickIds(rng: Random, list: readonly number[] | undefined, count: number, exclude: Set<number>): number[] {
  const out: number[] = [];
  if (!list?.length) return out;
  for (let tries = 0; out.length < count && tries < count * 6; tries++) {
    const id = list[rng.int(0, list.length - 1)]!;
    if (!exclude.has(id)) {
      exclude.add(id);
      out.push(id);
    }
  }
  return out;
}

/** Titles of later works that cite a protocol: protocols of techniques of the same subject. */
function citingTitle(rng: Random, categoryId: number, own: string): string {
  const pool = TECHNIQUES.filter((t) => t.categoryIds.includes(categoryId));
  for (;;) {
    const t = rng.pick(pool.length ? pool : TECHNIQUES);
    const context = rng.pick(t.contexts);
    const target = rng.pick(t.targets);
    const title = fillTitle(rng.pick(t.titles).en, { target: target.en, sample: context.sample.en, organism: context.organismText.en }, "en");
    if (title !== own) return title;
  }
}

const DAY_MS = 86_400_000;
/** No protocol is cited in its first half-year online. */
const FIRST_CITATION_DAYS = 183;

/**
 * Writes a chunk of protocols with their daily views, citations and related protocols, in one transaction.
 * Readership and citations grow with the time a protocol has been online: none cited in its first six months,
 * counts rising with the years; `popularityBoost` keeps the hand-written protocols among the most read.
 */
async function writeChunk(
  db: Db,
  rng: Random,
  entries: CorpusEntry[],
  organismIds: Map<string, number>,
  today: string,
  index: RelatedIndex,
  popularityBoost = 1,
): Promise<void> {
  const protocols = entries.map((e) => e.protocol);
  const views: { protocol_id: number; day: string; views: number }[] = [];
  const citations: { protocol_id: number; year: number; citing_title: string; citing_journal: string; citing_doi: string | null }[] = [];
  const totals = new Map<number, { views: number; cited: number }>();
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  for (const p of protocols) {
    const since = p.onlineOn;
    const ageDays = Math.max(1, Math.round((todayMs - Date.parse(`${since}T00:00:00Z`)) / DAY_MS));
    // Lifetime readership and current interest are independent, so "most read" differs from "most cited".
    const popularity = Math.exp(rng.next() * 3) * popularityBoost;
    const trending = rng.chance(0.6) ? Math.exp(rng.next() * 3.5) * popularityBoost : 0;
    const days = new Map<string, number>();
    // Views over the protocol's life: about proportional to its age (a little less: interest fades).
    const lifetime = popularity * 0.5 * Math.pow(ageDays, 0.85);
    const lifetimeRows = Math.min(ageDays, rng.int(3, 6));
    for (let i = 0; i < lifetimeRows; i++) {
      const day = addDays(since, rng.int(0, ageDays - 1));
      days.set(day, (days.get(day) ?? 0) + Math.round((lifetime / lifetimeRows) * (0.5 + rng.next())));
    }
    if (trending > 0) {
      const recentRows = Math.min(ageDays, rng.int(1, 4));
      for (let i = 0; i < recentRows; i++) {
        const day = addDays(today, -rng.int(0, Math.min(ageDays - 1, 88)));
        days.set(day, (days.get(day) ?? 0) + Math.round(trending * rng.int(2, 12)));
      }
    }
    let viewTotal = 0;
    for (const [day, n] of days) {
      const count = Math.max(1, n);
      viewTotal += count;
      views.push({ protocol_id: p.id, day, views: count });
    }

    const citedDays = ageDays - FIRST_CITATION_DAYS;
    let citationCount = 0;
    if (citedDays > 0) {
      const perYear = (p.kind === "bp" ? Math.exp(rng.next() * 1.8) - 1 : rng.next() * 0.5) * popularityBoost;
      citationCount = Math.min(60, Math.floor(perYear * (citedDays / 365) + rng.next()));
      for (let i = 0; i < citationCount; i++) {
        citations.push({
          protocol_id: p.id,
          year: Number(addDays(since, FIRST_CITATION_DAYS + rng.int(0, citedDays)).slice(0, 4)),
          citing_title: citingTitle(rng, p.categoryIds[0]!, p.titleEn),
          citing_journal: rng.pick(journalsFor(p.categoryIds[0]!)),
          citing_doi: rng.chance(0.7) ? `10.5555/${rng.int(100000, 999999)}` : null,
        });
      }
    }
    totals.set(p.id, { views: viewTotal, cited: citationCount });
  }

  // Related protocols: journal protocols of the same technique, then of the same first subject, already written.
  for (const e of entries) index.add(e);
  const related: { protocol_id: number; related_id: number; position: number }[] = [];
  for (const { protocol: p, techniqueId } of entries) {
    const exclude = new Set([p.id, ...(p.journalVersionId ? [p.journalVersionId] : [])]);
    const ids = techniqueId ? pickIds(rng, index.byTechnique.get(techniqueId), 4, exclude) : [];
    ids.push(...pickIds(rng, index.byCategory.get(p.categoryIds[0]!), 4 - ids.length, exclude));
    ids.forEach((related_id, i) => related.push({ protocol_id: p.id, related_id, position: i + 1 }));
  }

  await db.transaction().execute(async (trx) => {
    await insertProtocols(trx, protocols, organismIds, totals);
    await insertBatched(views, (batch) => trx.insertInto("protocol_views_daily").values(batch).execute());
    await insertBatched(citations, (batch) => trx.insertInto("citations").values(batch).execute());
    await insertBatched(related, (batch) => trx.insertInto("protocol_related").values(batch).execute());
  });
}
