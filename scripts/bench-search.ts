/**
 * npm run bench:search [-- --sizes 5000,50000,500000 --engines sqlite,postgres --slowest 3]
 *
 * Seeds (or reuses, under data/bench/ and as PostgreSQL databases opls_bench_search_<format>_<size>) demo journals of
 * each size and runs a fixed mix of 200 searches — English words, phrases, authors, 1–4 character Chinese,
 * mixed queries, each scope, with filters, both list kinds and each sort — as the search page runs them
 * (count, page of results, summaries and highlighted snippets). Prints p50/p95/p99 per size and engine, and
 * the CPU time of the page in this process (on a shared machine, closer to what an idle one would show), and
 * recall@3 of the relevance test set (tests/fixtures/search-relevance-set.ts) with and without the term
 * dictionary's synonyms.
 * PostgreSQL is used when BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres) answers.
 */
import { parseArgs } from "node:util";
import type { DbHandle } from "@core/db/client";
import { journalOptions, journalsOf, openPostgresJournal, openSqliteJournal, percentile } from "./bench-journal";
import { compileQuery } from "@core/search/compile-query";
import { normalizeRows, type SearchField } from "@core/search/query-rules";
import { runSearch } from "@core/search/run-search";
import { DEFAULT_FILTERS, SEARCH_PAGE_SIZE, type SearchFilters, type SearchRequest } from "@core/search/search-params";
import { searchProtocols } from "@core/search/search-protocols";
import { RELEVANCE_SET } from "../tests/fixtures/search-relevance-set";
import { caseHolds, firstThreeTitles } from "../tests/fixtures/search-relevance-check";

const TODAY = "2026-11-21";
/** Bumped when the index format or the demo corpus changes, so older benchmark databases are not reused. */
const FORMAT = "v5";
const { values } = parseArgs({ options: { ...journalOptions("5000,50000,500000"), slowest: { type: "string", default: "3" } } });
const { sizes, engines } = journalsOf(values);

// The fixed mix. Terms come from the demo journal's technique templates and hand-written protocols, so every size has matches.
const ENGLISH = ["protocol", "cells", "western blot", "neurons", "CRISPR-Cas9", "caspase-3", "mass spectrometry", "zebrafish", "RNA-seq", "flow cytometry", "immunofluorescence", "mitochondrial respiration", "Arabidopsis thaliana", "patch clamp", "organoid", "ELISpot", "single-cell", "knockout", "chromatin", "quantification"];
const PHRASES = ['"western blot"', '"cell culture"', '"primary neurons"', '"mass spectrometry"', '"gene expression"'];
const AUTHORS = ["Zhang", "Wang", "Li Wei", "Smith", "Garcia", "Chen", "Kim", "Müller", "Nguyen", "Liu Yang"];
const CHINESE = ["细", "癌", "鼠", "细胞", "蛋白", "小鼠", "神经", "细胞增", "蛋白质", "免疫荧", "细胞增殖", "荧光定量", "基因表达", "流式细胞"];
const MIXED = ["HeLa 细胞", "caspase-3 检测", "CRISPR 敲除", "Western 印迹", "RNA-seq 分析"];
const SORTS: SearchFilters["sort"][] = ["relevance", "date", "views"];
const AREAS = [1, 2, 4, 6, 10, 15];

interface BenchQuery {
  request: SearchRequest;
}

function buildMix(organismIds: number[]): BenchQuery[] {
  const mix: BenchQuery[] = [];
  const rowsFor = (i: number): { field: SearchField; term: string }[] => {
    switch (i % 7) {
      case 0:
        return [{ field: "all", term: ENGLISH[i % ENGLISH.length]! }];
      case 1:
        return [{ field: "all", term: PHRASES[i % PHRASES.length]! }];
      case 2:
        return [{ field: "author", term: AUTHORS[i % AUTHORS.length]! }];
      case 3:
        return [{ field: "all", term: CHINESE[i % CHINESE.length]! }];
      case 4:
        return [{ field: "all", term: MIXED[i % MIXED.length]! }];
      case 5:
        return [{ field: i % 2 ? "title" : "abstract", term: ENGLISH[(i * 3) % ENGLISH.length]! }];
      default:
        return [
          { field: "title", term: ENGLISH[(i * 7) % ENGLISH.length]! },
          { field: "all", term: CHINESE[(i * 5) % CHINESE.length]! },
        ];
    }
  };
  for (let i = 0; i < 200; i++) {
    const filters: SearchFilters = { ...DEFAULT_FILTERS, sort: SORTS[i % 3]! };
    if (i % 5 === 1) filters.area = AREAS[i % AREAS.length]!;
    if (i % 9 === 2) filters.organism = organismIds[i % organismIds.length] ?? null;
    if (i % 6 === 3) [filters.from, filters.to] = ["2019-01", "2023-12"];
    const { rows } = normalizeRows(rowsFor(i));
    mix.push({
      request: {
        mode: "advanced",
        rows,
        scope: "all",
        varia: i,
        kind: i % 10 === 7 ? "bpp" : "bp",
        filters,
        page: i % 8 === 5 ? 1 + (i % 4) : 1,
        notices: { truncated: false, overLimit: false, missingTerm: false },
      },
    });
  }
  return mix;
}


function summary(times: number[]): string {
  const s = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(s, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(s, 95).toFixed(1).padStart(6)} ms  p99 ${percentile(s, 99).toFixed(1).padStart(6)} ms  max ${s.at(-1)!.toFixed(1).padStart(7)} ms`;
}

async function bench(label: string, handle: DbHandle): Promise<void> {
  const organisms = (await handle.db.selectFrom("organisms").select("id").orderBy("id").execute()).map((r) => r.id);
  const mix = buildMix(organisms);
  const engineTimes: number[] = [];
  const pageTimes: number[] = [];
  const pageCpu: number[] = [];
  const slowest: { ms: number; pageMs: number; q: string }[] = [];
  for (let pass = 0; pass < 2; pass++) {
    for (const { request } of mix) {
      const t0 = performance.now();
      await runSearch(handle.db, {
        compiled: compileQuery(request.rows),
        kind: request.kind,
        filters: request.filters,
        limit: SEARCH_PAGE_SIZE,
        offset: (request.page - 1) * SEARCH_PAGE_SIZE,
      });
      const t1 = performance.now();
      const c1 = process.cpuUsage().user;
      await searchProtocols(handle.db, request, { lang: "en", signedIn: false });
      const t2 = performance.now();
      const c2 = process.cpuUsage().user;
      if (pass === 1) {
        engineTimes.push(t1 - t0);
        pageTimes.push(t2 - t1);
        pageCpu.push((c2 - c1) / 1000);
        slowest.push({ ms: t1 - t0, pageMs: t2 - t1, q: `${JSON.stringify(request.rows)} ${request.kind} ${JSON.stringify(request.filters)} p${request.page}` });
      }
    }
  }
  console.log(`${label.padEnd(18)} search ${summary(engineTimes)}`);
  console.log(`${"".padEnd(18)} page   ${summary(pageTimes)}`);
  // CPU time of this process: all of SQLite's work (it runs in-process), only the client side of PostgreSQL's.
  console.log(`${"".padEnd(18)} cpu    ${summary(pageCpu)}  (page, this process)`);
  const recall = async (synonyms: boolean) => {
    let hits = 0;
    for (const c of RELEVANCE_SET) if (caseHolds(c, await firstThreeTitles(handle.db, c.q, synonyms))) hits++;
    return `${hits}/${RELEVANCE_SET.length} (${((100 * hits) / RELEVANCE_SET.length).toFixed(0)}%)`;
  };
  console.log(`${"".padEnd(18)} recall@3 of the relevance set: ${await recall(true)}; words as typed only: ${await recall(false)}`);
  slowest.sort((a, b) => b.ms - a.ms);
  for (const s of slowest.slice(0, Number(values.slowest))) console.log(`${"".padEnd(20)}slowest ${s.ms.toFixed(1)} ms (page ${s.pageMs.toFixed(1)} ms) ${s.q}`);
}

console.log("200 queries per run, measured after one warm-up pass; 'search' = count + ids, 'page' = the whole results page.");
for (const size of sizes) {
  if (engines.includes("sqlite")) {
    const handle = await openSqliteJournal(`search-${FORMAT}`, size, TODAY);
    await bench(`sqlite   ${size}`, handle);
    await handle.close();
  }
  if (engines.includes("postgres")) {
    const handle = await openPostgresJournal(`search-${FORMAT}`, size, TODAY);
    if (handle) {
      await bench(`postgres ${size}`, handle);
      await handle.close();
    }
  }
}
