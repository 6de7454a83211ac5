import { afterAll, beforeAll } from "vitest";
import { DATABASES, type TestDatabase } from "./databases";
import type { Db } from "@core/db/client";
import type { ProtocolBody } from "@core/protocols/body";
import { compileQuery } from "@core/search/compile-query";
import { reindexProtocols } from "@core/search/index-protocol";
import { normalizeRows, type SearchRowInput } from "@core/search/query-rules";
import { runSearch } from "@core/search/run-search";
import { DEFAULT_FILTERS, type ListKind, type SearchFilters } from "@core/search/search-params";

/**
 * The setting of the search tests (search-engine-queries, search-engine-parity): the demo journal of 300 protocols
 * and a few protocols of known text beside it, on every database that answers; `ask` runs one search.
 */
const TODAY = "2026-11-21";

interface Hand {
  id: number;
  kind?: ListKind;
  titleEn: string;
  titleCn?: string;
  abstractEn: string;
  abstractCn?: string;
  keywordsEn?: string[];
  authors: string[];
  body: string;
  publishedOn: string;
  views: number;
  category: number;
  organism: string;
}

const FILLER = "A reliable method with detailed steps, controls and troubleshooting for the bench.";

/** Protocols with known text, written straight into the tables and then indexed by the reindex path. */
const HAND: Hand[] = [
  {
    id: 900001,
    titleEn: "Zymoquartz labelling of cultured neurons",
    abstractEn: `We label cultured neurons. ${FILLER}`,
    authors: ["Ada Lovelace", "Ben Okafor"],
    body: `Fix the neurons and image them. ${FILLER}`,
    publishedOn: "2025-03-01",
    views: 40,
    category: 6,
    organism: "Mus musculus",
  },
  {
    id: 900002,
    titleEn: "Labelling of cultured neurons in slices",
    abstractEn: `We label cultured neurons with zymoquartz. ${FILLER}`,
    authors: ["Carla Mendes", "Dan Wu"],
    body: `Fix the neurons and image them. ${FILLER}`,
    publishedOn: "2024-07-16",
    views: 900,
    category: 6,
    organism: "Homo sapiens",
  },
  {
    id: 900003,
    titleEn: "Labelling of cultured neurons on glass",
    abstractEn: `We label cultured neurons. ${FILLER}`,
    authors: ["Lena Zymoquartz", "Zoë Ångström-Quist"],
    body: `Fix the neurons and image them. ${FILLER}`,
    publishedOn: "2023-01-01",
    views: 5,
    category: 4,
    organism: "Mus musculus",
  },
  {
    id: 900004,
    titleEn: "Labelling of cultured neurons in dishes",
    abstractEn: `We label cultured neurons. ${FILLER}`,
    authors: ["Eve Adams", "Femi Bello"],
    body: `Fix the neurons with zymoquartz and image them. ${FILLER}`,
    publishedOn: "2026-02-16",
    views: 300,
    category: 4,
    organism: "Homo sapiens",
  },
  {
    id: 900005,
    titleEn: "Quenchoblasts: CRISPR-Cas9 editing of the 3'-UTR in HeLa cells",
    titleCn: "麒麟细胞凋亡检测方案",
    abstractEn: `HeLa cells are edited with CRISPR-Cas9 and caspase-3 is measured. ${FILLER}`,
    abstractCn: "本方案介绍鲲鹏细胞中 caspase-3 活性的检测方法。",
    keywordsEn: ["Photoacoustic tomography"],
    authors: ["Gao Yun"],
    body: `Transfect the cells. ${FILLER}`,
    publishedOn: "2025-09-01",
    views: 77,
    category: 15,
    organism: "Homo sapiens",
  },
  {
    id: 900006,
    kind: "bpp",
    titleEn: "A zymoquartz preprint about neurons",
    abstractEn: `A preprint. ${FILLER}`,
    authors: ["Hana Sato"],
    body: `Steps. ${FILLER}`,
    publishedOn: "2026-05-01",
    views: 12,
    category: 6,
    organism: "Mus musculus",
  },
];

function body(text: string): ProtocolBody {
  return { sections: [{ kind: "procedure", blocks: [{ type: "paragraph", content: [{ t: "text", v: text }] }] }], references: [] };
}

async function insertHand(db: Db, p: Hand): Promise<void> {
  const organism = await db.selectFrom("organisms").select("id").where("name_en", "=", p.organism).executeTakeFirstOrThrow();
  await db
    .insertInto("protocols")
    .values({
      id: p.id,
      kind: p.kind ?? "bp",
      status: "published",
      doi: null,
      elocation: null,
      title_en: p.titleEn,
      title_cn: p.titleCn ?? null,
      abstract_en: p.abstractEn,
      abstract_cn: p.abstractCn ?? null,
      keywords_en: JSON.stringify(p.keywordsEn ?? []),
      received_on: null,
      accepted_on: null,
      online_on: p.publishedOn,
      published_on: p.publishedOn,
      issue_id: null,
      video_id: null,
      journal_version_id: null,
      views_total: p.views,
    })
    .execute();
  await db
    .insertInto("protocol_authors")
    .values(p.authors.map((name, i) => ({ protocol_id: p.id, position: i + 1, name_en: name, name_cn: null })))
    .execute();
  await db.insertInto("protocol_bodies").values({ protocol_id: p.id, lang: "en", body: JSON.stringify(body(p.body)) }).execute();
  await db.insertInto("protocol_categories").values({ protocol_id: p.id, category_id: p.category }).execute();
  await db.insertInto("protocol_organisms").values({ protocol_id: p.id, organism_id: organism.id }).execute();
}

export async function organismId(db: Db, name: string): Promise<number> {
  return (await db.selectFrom("organisms").select("id").where("name_en", "=", name).executeTakeFirstOrThrow()).id;
}

export interface Ask {
  rows: SearchRowInput[];
  kind?: ListKind;
  filters?: Partial<SearchFilters>;
  limit?: number;
  offset?: number;
  window?: number;
}

export async function ask(db: Db, a: Ask): Promise<{ total: number; more: boolean; ids: number[] }> {
  return runSearch(db, {
    compiled: compileQuery(normalizeRows(a.rows).rows),
    kind: a.kind ?? "bp",
    filters: { ...DEFAULT_FILTERS, ...a.filters },
    limit: a.limit ?? 20,
    offset: a.offset ?? 0,
    window: a.window,
  });
}

export const any = (term: string): SearchRowInput[] => [{ field: "all", term }];
const HAND_IDS = new Set(HAND.map((h) => h.id));
export const handOnly = (ids: number[]) => ids.filter((id) => HAND_IDS.has(id));

export const available = DATABASES.filter((d) => d.available);

/** Seeds every available database before the tests of the file or describe block it is called in; drops them after. */
export function setUpSearchDatabases(): Map<string, TestDatabase> {
  const handles = new Map<string, TestDatabase>();
  beforeAll(async () => {
    for (const target of available) {
      const t = await target.create({ protocols: 300, today: TODAY });
      for (const p of HAND) await insertHand(t.db, p);
      await reindexProtocols(t.db, HAND.map((p) => p.id));
      handles.set(target.name, t);
    }
  });

  afterAll(async () => {
    for (const t of handles.values()) await t.drop();
  });
  return handles;
}
