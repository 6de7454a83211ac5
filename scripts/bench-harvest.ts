/**
 * npm run bench:harvest [-- --sizes 5000,500000 --engines sqlite,postgres --runs 20]
 *
 * Times what crawlers and harvesters ask for, in this process, as the routes run it (ADR 0087, 0095):
 * the sitemap index (its grouped read, then remembered), one full child sitemap streamed (time to the first
 * URLs, to the last byte, RSS), and OAI-PMH pages of 100 — ListIdentifiers, ListRecords in oai_dc and jats —
 * first and deep in the list (a resumption token at 90 %). ListRecords is also timed with the one-by-one
 * detail reads from before ADR 0095, as the baseline. Journals are seeded on first use and kept as
 * data/bench/harvest-<size>.sqlite and PostgreSQL databases opls_bench_harvest_<size> (delete them after).
 * PostgreSQL is used when BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres) answers.
 */
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import type { DbHandle } from "@core/db/client";
import { journalOptions, journalsOf, openPostgresJournal, openSqliteJournal, percentile } from "./bench-journal";
import { answerOaiRequest, type OaiOptions } from "@core/harvest/answer-oai-request";
import { loadHarvestDetailsOneByOne } from "@core/harvest/load-harvest-details";
import { encodeOaiToken } from "@core/harvest/oai-token";
import { buildSitemapIndex, protocolSitemapName, streamSitemap } from "@core/harvest/stream-sitemap";
import { listSitemapSections } from "@core/harvest/list-sitemap-sections";
import { SITEMAP_MAX_URLS } from "@core/harvest/sitemap-constants";
import { exportLabels } from "~/lib/export-labels.server";

const TODAY = "2026-11-21";
const ORIGIN = "https://bench.example";
const { values } = parseArgs({ options: { ...journalOptions("5000,500000"), runs: { type: "string", default: "20" } } });
const { sizes, engines } = journalsOf(values);
const runs = Number(values.runs);

const oaiOptions: OaiOptions = {
  origin: ORIGIN,
  now: new Date(`${TODAY}T12:00:00Z`),
  adminEmail: "editor@bench.example",
  jatsLabels: (p) => exportLabels("en", p.licence, (p.issue?.publishedOn ?? p.publishedOn ?? p.onlineOn ?? "").slice(0, 4)),
};


/** Runs `fn` once to warm up, then `n` times; prints the median and p95 of the wall time. */
async function timed(label: string, n: number, fn: () => Promise<unknown>): Promise<void> {
  await fn();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < n; i++) {
    const c0 = process.cpuUsage().user;
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
    cpu.push((process.cpuUsage().user - c0) / 1000);
  }
  const s = [...times].sort((a, b) => a - b);
  const c = [...cpu].sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(52)} median ${percentile(s, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(s, 95).toFixed(1).padStart(7)} ms  (cpu median ${percentile(c, 50).toFixed(1)} ms, n=${n})`,
  );
}

async function oai(handle: DbHandle, params: Record<string, string>, baseline = false): Promise<string> {
  const xml = await answerOaiRequest(handle.db, new URLSearchParams(params), baseline ? { ...oaiOptions, loadDetails: loadHarvestDetailsOneByOne } : oaiOptions);
  if (xml.includes("<error ")) throw new Error(`OAI error for ${JSON.stringify(params)}: ${xml.slice(0, 500)}`);
  return xml;
}

/** A resumption token as a harvester holds it after `cursor` records: the (datestamp, id) of the last one sent. */
async function deepToken(handle: DbHandle, verb: "ListIdentifiers" | "ListRecords", metadataPrefix: string, cursor: number): Promise<string> {
  const last = await handle.db
    .selectFrom("protocols")
    .select(["id", "updated_at"])
    .where("status", "=", "published")
    .orderBy("updated_at")
    .orderBy("id")
    .offset(cursor - 1)
    .limit(1)
    .executeTakeFirstOrThrow();
  return encodeOaiToken({
    verb,
    metadataPrefix,
    set: null,
    from: null,
    until: null,
    after: { datestamp: last.updated_at, id: last.id },
    cursor,
    issuedAt: oaiOptions.now.getTime(),
  });
}

async function streamChild(handle: DbHandle, name: string): Promise<{ firstMs: number; lastMs: number; bytes: number; urls: number; rssMb: number }> {
  const t0 = performance.now();
  const stream = await streamSitemap(handle.db, name, { origin: ORIGIN });
  if (!stream) throw new Error(`no sitemap ${name}`);
  const reader = stream.getReader();
  let firstMs = 0;
  let bytes = 0;
  let urls = 0;
  let rss = process.memoryUsage().rss;
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const text = decoder.decode(value, { stream: true });
    if (!firstMs && text.includes("<url>")) firstMs = performance.now() - t0;
    bytes += value.byteLength;
    urls += text.split("<url>").length - 1;
    rss = Math.max(rss, process.memoryUsage().rss);
  }
  return { firstMs, lastMs: performance.now() - t0, bytes, urls, rssMb: rss / 1048576 };
}

async function bench(label: string, handle: DbHandle): Promise<void> {
  const total = Number(
    (await handle.db.selectFrom("protocols").select((eb) => eb.fn.countAll<number>().as("n")).where("status", "=", "published").executeTakeFirstOrThrow()).n,
  );
  console.log(`\n${label}: ${total} published records; load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);

  // Sitemap index: the grouped read (what a request pays once per ten minutes), then the remembered answer.
  await timed("sitemap index, grouped read (uncached)", Math.min(runs, 5), () => listSitemapSections(handle.db, SITEMAP_MAX_URLS / 2));
  await timed("sitemap index (remembered sections)", runs, () => buildSitemapIndex(handle.db, { origin: ORIGIN }));

  // The largest child sitemap, read once warm then timed; and a second chunk of the same year when there is one.
  const sections = await listSitemapSections(handle.db, SITEMAP_MAX_URLS / 2);
  const counts = await handle.db
    .selectFrom("protocols")
    .select(["kind", sql<string>`substr(online_on, 1, 4)`.as("year"), (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("online_on", "is not", null)
    .groupBy(["kind", sql`substr(online_on, 1, 4)`])
    .execute();
  const biggest = [...counts].sort((a, b) => Number(b.n) - Number(a.n))[0]!;
  const firstChunk = sections.find((s) => s.kind === biggest.kind && String(s.year) === biggest.year && s.chunk === 1)!;
  const children = [firstChunk, sections.find((s) => s.kind === firstChunk.kind && s.year === firstChunk.year && s.chunk === 2)].filter((s) => s !== undefined);
  for (const child of children) {
    const name = protocolSitemapName(child);
    await streamChild(handle, name);
    const firsts: number[] = [];
    const lasts: number[] = [];
    let last = { bytes: 0, urls: 0, rssMb: 0 };
    for (let i = 0; i < Math.min(runs, 5); i++) {
      const r = await streamChild(handle, name);
      firsts.push(r.firstMs);
      lasts.push(r.lastMs);
      last = r;
    }
    firsts.sort((a, b) => a - b);
    lasts.sort((a, b) => a - b);
    console.log(
      `  ${`sitemap ${name}`.padEnd(52)} first URLs median ${percentile(firsts, 50).toFixed(1)} ms, last byte median ${percentile(lasts, 50).toFixed(0)} ms p95 ${percentile(lasts, 95).toFixed(0)} ms; ${last.urls} URLs, ${(last.bytes / 1048576).toFixed(1)} MB, RSS ${last.rssMb.toFixed(0)} MB (n=${firsts.length})`,
    );
  }

  // OAI-PMH, pages of 100: first page, and a page 90 % of the way through the list.
  const deep = Math.max(1, Math.floor(total * 0.9));
  await timed("OAI ListIdentifiers first page", runs, () => oai(handle, { verb: "ListIdentifiers", metadataPrefix: "oai_dc" }));
  const idToken = await deepToken(handle, "ListIdentifiers", "oai_dc", deep);
  await timed(`OAI ListIdentifiers at ${deep}`, runs, () => oai(handle, { verb: "ListIdentifiers", resumptionToken: idToken }));
  await timed("OAI ListIdentifiers set category:neuroscience", runs, () => oai(handle, { verb: "ListIdentifiers", metadataPrefix: "oai_dc", set: "category:neuroscience" }));
  for (const prefix of ["oai_dc", "jats"]) {
    const token = await deepToken(handle, "ListRecords", prefix, deep);
    for (const baseline of [false, true]) {
      const how = baseline ? "one-by-one (before)" : "batched";
      await timed(`OAI ListRecords ${prefix} first page, ${how}`, baseline ? Math.min(runs, 10) : runs, () => oai(handle, { verb: "ListRecords", metadataPrefix: prefix }, baseline));
      await timed(`OAI ListRecords ${prefix} at ${deep}, ${how}`, baseline ? Math.min(runs, 10) : runs, () => oai(handle, { verb: "ListRecords", resumptionToken: token }, baseline));
    }
  }
  console.log(`  load average after: ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
}

console.log(`Harvesting bench, ${runs} timed runs after one warm-up (5 for sitemap reads, 10 for the one-by-one baseline).`);
for (const size of sizes) {
  if (engines.includes("sqlite")) {
    const handle = await openSqliteJournal("harvest", size, TODAY);
    await bench(`sqlite   ${size}`, handle);
    await handle.close();
  }
  if (engines.includes("postgres")) {
    const handle = await openPostgresJournal("harvest", size, TODAY);
    if (handle) {
      await bench(`postgres ${size}`, handle);
      await handle.close();
    }
  }
}
