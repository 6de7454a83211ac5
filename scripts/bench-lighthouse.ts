/**
 * npm run bench:lighthouse — Lighthouse scores (performance, accessibility, best practices, SEO) of the home page, a
 * protocol page and a search results page in both languages (issue 16 §3), as a phone sees them: Lighthouse's default
 * mobile emulation and simulated throttling, in the system Chromium, against the production build served by the
 * production server on a fresh demo journal (its own temporary folder and a free port). Prints a table and, under
 * it, each audit that keeps a score below 100.
 *
 * Flags: --runs N (default 1; the median of N per score, the audits listed from Lighthouse's median run),
 * --only home,protocol,search, --save DIR (each run's JSON report, to read an audit's details).
 * Environment: BUILD_DIR (build), CHROMIUM_PATH (else chromium on PATH), LIGHTHOUSE_PROTOCOLS (5000: the demo journal's size).
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { LANGUAGES, type Lang } from "@core/config/constants";
import { parseStringList } from "@core/content/parse-string-list";
import { openDatabase } from "@core/db/client";
import { searchUrl } from "@core/search/search-params";
import { findChromium } from "../tests/e2e/chromium-path";
import { freePort } from "../tests/integration/free-port";
import { startServer, waitForHealth } from "./bench-server";

const root = path.resolve(import.meta.dirname, "..");
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const PAGES = ["home", "protocol", "search"] as const;
type PageName = (typeof PAGES)[number];
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    only: { type: "string", default: PAGES.join(",") },
    save: { type: "string" },
  },
});
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a positive whole number, not ${values.runs}`);
const ONLY = values.only.split(",").map((s) => s.trim());
for (const name of ONLY)
  if (!(PAGES as readonly string[]).includes(name)) throw new Error(`--only takes ${PAGES.join(",")}; got ${name}`);

interface Target {
  page: PageName;
  lang: Lang;
  path: string;
}

/** The pages audited: a real published protocol (one with a Chinese text, so /cn shows Chinese), and a search for its first keyword. */
async function targets(database: string): Promise<Target[]> {
  const handle = openDatabase(database);
  try {
    const protocol = await handle.db
      .selectFrom("protocols")
      .innerJoin("protocol_bodies", "protocol_bodies.protocol_id", "protocols.id")
      .select(["protocols.id", "protocols.kind", "protocols.keywords_en", "protocols.keywords_cn"])
      .where("protocols.status", "=", "published")
      .where("protocols.kind", "=", "bp")
      .where("protocol_bodies.lang", "=", "cn")
      .orderBy("protocols.id")
      .executeTakeFirstOrThrow();
    const keyword = { en: parseStringList(protocol.keywords_en)[0], cn: parseStringList(protocol.keywords_cn)[0] };
    return LANGUAGES.flatMap((lang) => {
      const query = keyword[lang] ?? keyword.en ?? "protein";
      const paths: Record<PageName, string> = {
        home: `/${lang}`,
        protocol: `/${lang}/bpdetail?id=${protocol.id}&type=${protocol.kind}`,
        search: searchUrl(lang, { mode: "simple", rows: [{ field: "all", term: query }] }),
      };
      return ONLY.map((page) => ({ page: page as PageName, lang, path: paths[page as PageName] }));
    });
  } finally {
    await handle.close();
  }
}

interface Failing {
  id: string;
  title: string;
  score: number;
  displayValue: string;
}

const percent = (score: number | null | undefined) => (score == null ? "–" : String(Math.round(score * 100)));

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The audits that keep a category below 100: scored ones under 1 (metrics, opportunities, binary checks). */
function failingAudits(result: Result, category: string): Failing[] {
  const refs = result.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => result.audits[ref.id]!)
    .filter(
      (a) =>
        typeof a.score === "number" &&
        a.score < 1 &&
        ["binary", "numeric", "metricSavings"].includes(a.scoreDisplayMode),
    )
    .sort((a, b) => a.score! - b.score!)
    .map((a) => ({ id: a.id, title: a.title, score: a.score!, displayValue: (a.displayValue ?? "").slice(0, 60) }));
}

/**
 * Lighthouse's failures to record a trace, after which it asks to be run again (NO_NAVSTART: about one page in ten
 * here, with this build or older ones). The page is audited again, said on stderr, at most twice.
 */
const RERUN_CODES = new Set(["NO_NAVSTART"]);
const RERUNS = 2;

async function audit(port: number, url: string): Promise<Result> {
  const flags: Flags = { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] };
  for (let attempt = 0; ; attempt++) {
    const runner = await lighthouse(url, flags);
    if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = runner.lhr.runtimeError;
    if (!error) return runner.lhr;
    if (RERUN_CODES.has(error.code) && attempt < RERUNS) {
      console.error(`${url}: ${error.code}; Lighthouse asks to run it again`);
      continue;
    }
    throw new Error(`${url}: ${error.code} ${error.message}`);
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

async function main(): Promise<void> {
  execFileSync(process.execPath, ["--import", "tsx", "scripts/ensure-build.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR },
  });
  const work = mkdtempSync(path.join(tmpdir(), "bench-lighthouse-"));
  const database = path.join(work, "journal.sqlite");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Every file the server writes goes under the temporary folder; the origin is the address audited, so canonical links match it.
  const server = startServer(port, {
    BUILD_DIR,
    DATABASE_URL: database,
    PUBLIC_URL: base,
    SEED_PROTOCOLS: process.env.LIGHTHOUSE_PROTOCOLS ?? "5000",
    MAIL_DIR: path.join(work, "mail"),
    UPLOAD_DIR: path.join(work, "uploads"),
    PDF_DIR: path.join(work, "pdfs"),
    OG_IMAGE_DIR: path.join(work, "og-images"),
  });
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  const cleanUp = () => {
    chrome?.kill();
    if (server.exitCode === null) server.kill("SIGTERM");
  };
  // Interrupted (Ctrl-C, or `timeout`'s SIGTERM): the browser and the server go too, not left running.
  for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143]] as const) {
    process.once(signal, () => {
      cleanUp();
      rmSync(work, { recursive: true, force: true });
      process.exit(code);
    });
  }
  try {
    console.log(
      `starting the production server on ${base} (${BUILD_DIR}, a fresh demo journal in ${work}; seeding takes a minute)…`,
    );
    await waitForHealth(`${base}/healthz`, server);
    const pages = await targets(database);
    const chromePath = await findChromium();
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
    if (values.save) mkdirSync(values.save, { recursive: true });

    const rows: string[] = [];
    const notes: string[] = [];
    let version = "";
    for (const target of pages) {
      const url = base + target.path;
      // One visit first, so the server has compiled, cached and warmed what a reader's request meets.
      await fetch(url).then((r) => r.arrayBuffer());
      const runs: Result[] = [];
      for (let n = 0; n < RUNS; n++) {
        const lhr = await audit(chrome.port, url);
        runs.push(lhr);
        version = lhr.lighthouseVersion;
        if (values.save)
          writeFileSync(path.join(values.save, `${target.page}-${target.lang}-${n + 1}.json`), JSON.stringify(lhr));
      }
      const scores = CATEGORIES.map((c) => {
        const each = runs.map((r) => r.categories[c]?.score).filter((s): s is number => typeof s === "number");
        return each.length ? median(each) : null;
      });
      rows.push(`| ${target.page} | ${target.lang} | ${scores.map(percent).join(" | ")} |`);
      const typical = RUNS > 1 ? computeMedianRun(runs) : runs[0]!;
      CATEGORIES.forEach((category, i) => {
        if (scores[i] === null || scores[i] === 1) return;
        const failing = failingAudits(typical, category);
        notes.push(`\n${target.page} /${target.lang} — ${category} ${percent(scores[i])} (${target.path})`);
        for (const f of failing)
          notes.push(`  - ${f.id} (${percent(f.score)}): ${f.title}${f.displayValue ? ` — ${f.displayValue}` : ""}`);
      });
      console.log(`${target.page} /${target.lang}: ${scores.map(percent).join(" ")}`);
    }
    const runsNote = RUNS > 1 ? `median of ${RUNS} runs` : "one run";
    console.log(
      `\nLighthouse ${version} · mobile emulation, simulated throttling · ${runsNote} · ${cpus().length} cores · ${new Date().toISOString()}\n`,
    );
    console.log(
      "| page | language | performance | accessibility | best practices | SEO |\n| --- | --- | ---: | ---: | ---: | ---: |",
    );
    console.log(rows.join("\n"));
    if (notes.length) console.log(`\nAudits below 100:${notes.join("\n")}`);
  } finally {
    chrome?.kill();
    await stopServer(server);
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
