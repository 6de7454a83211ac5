import { CATEGORIES } from "@core/categories/categories";
import { addDays, isoDay } from "@core/dates/iso-day";
import { protocolDoi } from "@core/protocols/protocol-doi";
import { AUTHORED_PROTOCOLS } from "../content/protocols";
import { authoredToBody, translatedBody } from "../content/to-body";
import { Random } from "../random";
import type { SeedProtocol } from "../seed-protocol";
import { generateProtocol, type Slot } from "./generate-protocol";
import { generatorState } from "./generator-state";
import type { CorpusEntry } from "./lint-corpus";
import { generateAffiliation, generatePerson } from "./people";
import { TECHNIQUES } from "./techniques";
import type { Technique } from "./techniques/types";

/**
 * The demo journal's protocols, made in memory without a database (issue 17 §1): the hand-written ones in the
 * newest issues, protocols generated from technique templates in all the others, articles in press and
 * preprints, a fifth of which became journal protocols of the same technique. seedJournal writes them in
 * chunks; the corpus linter (tests/unit/seed-corpus-lint.test.ts) reads them all.
 */

export interface CorpusOptions {
  /** Published journal protocols (the hand-written ones included). */
  protocols: number;
  /** The day the demo journal is "as of". Default: today (UTC). */
  today?: string;
  seed?: number;
}

export interface PlannedIssue {
  year: number;
  /** Volume number: 1 for the oldest of the ten years. */
  volume: number;
  number: number;
  publishedOn: string;
}

export const YEARS = 10;
const ISSUES_PER_YEAR = 24;
export const IN_PRESS = 24;
const CORRECTED_PROOFS = 4;
const FIRST_ID = 1001;
const PREPRINT_SHARE_PUBLISHED = 0.2;
/** A journal version appears between these many days after its preprint. */
const PREPRINT_TO_JOURNAL_DAYS = [60, 400] as const;

/** Ten years of volumes with issues on the 1st and 16th of each month, up to `today`. */
export function planIssues(today: string): PlannedIssue[] {
  const lastYear = Number(today.slice(0, 4));
  const out: PlannedIssue[] = [];
  for (let year = lastYear - YEARS + 1; year <= lastYear; year++) {
    for (let n = 1; n <= ISSUES_PER_YEAR; n++) {
      const month = String(Math.ceil(n / 2)).padStart(2, "0");
      const publishedOn = `${year}-${month}-${n % 2 === 1 ? "01" : "16"}`;
      if (publishedOn > today) break;
      out.push({ year, volume: year - (lastYear - YEARS), number: n, publishedOn });
    }
  }
  return out;
}

/** Picks techniques so that each is used about equally often: of two candidates, the one used less. */
class TechniquePicker {
  private readonly used = new Map<string, number>();
  private readonly byCategory = new Map<number, Technique[]>();
  constructor(private readonly rng: Random) {
    for (const c of CATEGORIES) {
      const own = TECHNIQUES.filter((t) => t.categoryIds.includes(c.id));
      // A category with fewer than three techniques (templates still being written) borrows all of them; the
      // protocol then takes the technique's subjects.
      this.byCategory.set(c.id, own.length >= 3 ? own : [...TECHNIQUES]);
    }
  }
  pick(categoryId: number, exclude: ReadonlySet<string> = new Set()): Technique | null {
    const pool = (this.byCategory.get(categoryId) ?? TECHNIQUES).filter((t) => !exclude.has(t.id));
    const fallback = pool.length ? pool : TECHNIQUES.filter((t) => !exclude.has(t.id));
    if (!fallback.length) return null;
    const [a, b] = [this.rng.pick(fallback), this.rng.pick(fallback)];
    const chosen = (this.used.get(a.id) ?? 0) <= (this.used.get(b.id) ?? 0) ? a : b;
    this.used.set(chosen.id, (this.used.get(chosen.id) ?? 0) + 1);
    return chosen;
  }
}

export interface Corpus {
  issues: PlannedIssue[];
  published: number;
  inPress: number;
  preprints: number;
  /** Hand-written protocols: slug → id. */
  authoredIds: Map<string, number>;
  /**
   * The protocols in chunks of at most `size`, in publication order (preprints last); the hand-written ones come
   * as their own last chunk, marked `authored`.
   */
  chunks(size: number): Generator<{ entries: CorpusEntry[]; authored: boolean }>;
}

/** Plans the corpus; `issueIds[i]` is the database id of issues[i] (default i + 1). */
export function planCorpus(options: CorpusOptions, issueIds?: readonly number[]): Corpus {
  const today = options.today ?? isoDay();
  const rng = new Random(options.seed ?? 20240601);
  const issues = planIssues(today);
  const idOf = (i: number) => issueIds?.[i] ?? i + 1;
  const published = Math.max(options.protocols, AUTHORED_PROTOCOLS.length);
  const generatedPublished = published - AUTHORED_PROTOCOLS.length;
  const picker = new TechniquePicker(rng);
  const randomCategory = () => CATEGORIES[rng.int(0, CATEGORIES.length - 1)]!.id;
  const slotFor = (base: Omit<Slot, "techniqueId" | "categoryId">): Slot => {
    const categoryId = randomCategory();
    return { ...base, categoryId, techniqueId: picker.pick(categoryId)!.id };
  };

  // Slots in publication order: generated protocols over all issues, the hand-written ones in the newest two.
  const slots: Slot[] = [];
  let nextId = FIRST_ID;
  const perIssue = generatedPublished / issues.length;
  issues.forEach((issue, index) => {
    const count = Math.floor(perIssue * (index + 1)) - Math.floor(perIssue * index);
    for (let i = 0; i < count; i++) {
      slots.push(
        slotFor({
          id: nextId++,
          kind: "bp",
          status: "published",
          issueId: idOf(index),
          publishedOn: issue.publishedOn,
          onlineOn: addDays(issue.publishedOn, -rng.int(10, 45)),
        }),
      );
    }
  });
  const newest = issues.length >= 2 ? [issues.length - 2, issues.length - 1] : [issues.length - 1];
  const authoredSlots = AUTHORED_PROTOCOLS.map((_, i) => {
    const index = newest[i % newest.length]!;
    return { id: nextId++, issueId: idOf(index), publishedOn: issues[index]!.publishedOn };
  });
  for (let i = 0; i < IN_PRESS; i++) {
    slots.push(
      slotFor({
        id: nextId++,
        kind: "bp",
        status: i < CORRECTED_PROOFS ? "corrected_proof" : "in_press",
        issueId: null,
        publishedOn: null,
        onlineOn: addDays(today, -rng.int(1, 60)),
      }),
    );
  }
  const preprintCount = Math.max(200, Math.round(published * 0.06));
  for (let i = 0; i < preprintCount; i++) {
    const on = addDays(today, -rng.int(1, 3 * 365));
    slots.push(slotFor({ id: nextId++, kind: "bpp", status: "published", issueId: null, publishedOn: on, onlineOn: on }));
  }

  const authored: SeedProtocol[] = AUTHORED_PROTOCOLS.map((a, i) => {
    const slot = authoredSlots[i]!;
    const onlineOn = addDays(slot.publishedOn, -rng.int(10, 30));
    const acceptedOn = addDays(onlineOn, -rng.int(5, 15));
    const taken = new Set(a.authors.map((x) => x.nameEn.toLowerCase()));
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
              const who = generatePerson(rng, taken);
              return { nameEn: who.nameEn, nameCn: who.nameCn, affiliation: generateAffiliation(rng, a.categories[0]!) };
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

  const journalVersionOf = pairPreprints(rng, slots);
  const pairedJournalIds = new Set(journalVersionOf.values());
  const state = generatorState(slots.length - journalVersionOf.size + authored.length, today);

  function* chunks(size: number): Generator<{ entries: CorpusEntry[]; authored: boolean }> {
    const journalVersions = new Map<number, CorpusEntry>();
    const generate = (slot: Slot): CorpusEntry => {
      const versionId = journalVersionOf.get(slot.id);
      const version = versionId === undefined ? undefined : journalVersions.get(versionId);
      if (version) return { protocol: asPreprintOf(slot, version.protocol), techniqueId: version.techniqueId };
      const tried = new Set<string>();
      let technique: Technique | null | undefined = TECHNIQUES.find((t) => t.id === slot.techniqueId);
      while (technique) {
        const protocol = generateProtocol(rng, slot, technique, state);
        if (protocol) {
          const entry = { protocol, techniqueId: technique.id };
          if (pairedJournalIds.has(slot.id)) journalVersions.set(slot.id, entry);
          return entry;
        }
        // Every title of this technique is taken: another technique of the subject.
        tried.add(technique.id);
        technique = picker.pick(slot.categoryId, tried);
      }
      // Every title of every technique of the subject is taken: only a stress corpus far larger than the demo
      // journal gets here (ADR 0098); its protocol repeats a title of the slot's own technique.
      const own = TECHNIQUES.find((t) => t.id === slot.techniqueId);
      const repeated = own ? generateProtocol(rng, slot, own, state, true) : null;
      if (repeated) {
        const entry = { protocol: repeated, techniqueId: own!.id };
        if (pairedJournalIds.has(slot.id)) journalVersions.set(slot.id, entry);
        return entry;
      }
      throw new Error(`no technique left with a title for protocol ${slot.id}`);
    };
    for (let start = 0; start < slots.length; start += size) {
      yield { entries: slots.slice(start, start + size).map(generate), authored: false };
    }
    yield { entries: authored.map((protocol) => ({ protocol, techniqueId: null })), authored: true };
  }

  return {
    issues,
    published,
    inPress: IN_PRESS,
    preprints: preprintCount,
    authoredIds: new Map(AUTHORED_PROTOCOLS.map((a, i) => [a.slug, authored[i]!.id])),
    chunks,
  };
}

/** The whole corpus in memory, for the linter and tests. */
export function generateCorpus(options: CorpusOptions): { issues: PlannedIssue[]; entries: CorpusEntry[] } {
  const corpus = planCorpus(options);
  const entries: CorpusEntry[] = [];
  for (const chunk of corpus.chunks(2000)) entries.push(...chunk.entries);
  return { issues: corpus.issues, entries };
}

/**
 * Chooses which preprints became which journal protocols: each preprint at most one, each journal protocol from
 * at most one preprint, of the same technique and published 60–400 days after it. Returns preprint id → journal
 * protocol id.
 */
function pairPreprints(rng: Random, slots: Slot[]): Map<number, number> {
  // Published journal slots are in publication order (the issues are walked oldest first).
  const journal = new Map<string, Slot[]>();
  for (const s of slots) {
    if (s.kind !== "bp" || s.status !== "published" || s.publishedOn === null) continue;
    const list = journal.get(s.techniqueId);
    if (list) list.push(s);
    else journal.set(s.techniqueId, [s]);
  }
  const used = new Set<number>();
  const pairs = new Map<number, number>();
  for (const pre of slots) {
    if (pre.kind !== "bpp" || !pre.publishedOn || !rng.chance(PREPRINT_SHARE_PUBLISHED)) continue;
    const earliest = addDays(pre.publishedOn, PREPRINT_TO_JOURNAL_DAYS[0]);
    const latest = addDays(pre.publishedOn, PREPRINT_TO_JOURNAL_DAYS[1]);
    const candidates = (journal.get(pre.techniqueId) ?? []).filter(
      (j) => !used.has(j.id) && j.publishedOn! >= earliest && j.publishedOn! <= latest,
    );
    if (!candidates.length) continue;
    const chosen = rng.pick(candidates);
    used.add(chosen.id);
    chosen.referencesBefore = pre.onlineOn;
    pairs.set(pre.id, chosen.id);
  }
  return pairs;
}

/** The preprint a journal protocol was made from: the version's title, authors, subject and text; its own DOI and date. */
function asPreprintOf(slot: Slot, version: SeedProtocol): SeedProtocol {
  return {
    ...version,
    id: slot.id,
    kind: "bpp",
    status: "published",
    doi: protocolDoi("bpp", slot.id),
    elocation: `e${slot.id}`,
    receivedOn: addDays(slot.onlineOn, -7),
    acceptedOn: slot.onlineOn,
    onlineOn: slot.onlineOn,
    publishedOn: slot.publishedOn,
    issueId: null,
    journalVersionId: version.id,
    videoId: null,
    reviewers: [],
    versions: [],
  };
}
