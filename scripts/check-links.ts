/**
 * npm run check:links — crawls the whole site from /en and /cn, following the site's own links (external ones
 * are skipped), and exits with 1 when a link is broken (a 4xx/5xx answer or a missing #fragment).
 *
 * LINKCHECK_URL=http://host:port  check a server that is already running;
 * otherwise the production build (BUILD_DIR, rebuilt when sources changed) is started on LINKCHECK_PORT
 * (default 3199) with a fresh demo journal in LINKCHECK_DATABASE_URL (default data/linkcheck.sqlite) of
 * LINKCHECK_PROTOCOLS published protocols (default 100: every kind of page, in a crawl of minutes, not hours).
 * LINKCHECK_SKIP: a regular expression of URLs not to check (e.g. "searchlist").
 * LINKCHECK_CONCURRENCY: parallel requests (default 4). LINKCHECK_TIMEOUT_MS: per request (default 120000).
 * Exit codes: 0 all links fine, 1 broken links, 2 the check could not run or could not finish.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { LinkChecker, LinkState, type LinkResult } from "linkinator";
import { compiledServerEntry } from "./compiled-server";

const root = path.resolve(import.meta.dirname, "..");

async function waitForHealth(base: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer ${base}/healthz within ${timeoutMs / 1000} s`);
}

async function startServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = Number(process.env.LINKCHECK_PORT ?? 3199);
  const database = process.env.LINKCHECK_DATABASE_URL ?? "data/linkcheck.sqlite";
  const file = path.resolve(root, database);
  for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) rmSync(f);
  const build = spawnSync(process.execPath, ["--import", "tsx", "scripts/ensure-build.ts"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error("the production build failed");
  const child = spawn(process.execPath, [compiledServerEntry()], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      // Absolute URLs (canonical, alternates) come from the configured origin (ADR 0080): the address crawled.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: database,
      SEED_PROTOCOLS: process.env.LINKCHECK_PROTOCOLS ?? "100",
      LOG_LEVEL: "warn",
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  try {
    await waitForHealth(base, child, 240_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/** Query parameters that only say where to come back to after signing in. */
const REDIRECT_PARAMS = ["redirect", "return_to", "next"];

interface CrawlSummary {
  broken: LinkResult[];
  pages: number;
  links: number;
}

/** Crawls from one start page. One pass per language keeps linkinator's result list (it holds every link) small. */
async function crawlFrom(start: string, origin: string, families: Map<string, number>): Promise<CrawlSummary> {
  const skip = process.env.LINKCHECK_SKIP ? new RegExp(process.env.LINKCHECK_SKIP) : null;
  const checker = new LinkChecker();
  /**
   * Every page links to sign-in and sign-up with a "redirect back here" parameter, and those pages link on
   * with the same parameter: thousands of addresses of the same few pages. Check each such page once.
   */
  const seenWithoutRedirect = new Set<string>();
  const broken: LinkResult[] = [];
  let pages = 0;
  let links = 0;
  const started = Date.now();
  let lastProgress = Date.now();
  /** Addresses being fetched, with when they started: printed when the crawl stalls. */
  const inFlight = new Map<string, number>();
  checker.on("pagestart", (url) => {
    pages += 1;
    lastProgress = Date.now();
    inFlight.set(url, Date.now());
    if (pages % 250 === 0) console.log(`… ${start}: ${pages} pages in ${Math.round((Date.now() - started) / 1000)} s`);
  });
  checker.on("link", (result) => {
    links += 1;
    lastProgress = Date.now();
    inFlight.delete(result.url);
    if (result.state === LinkState.BROKEN)
      broken.push({ url: result.url, status: result.status, state: result.state, parent: result.parent });
  });
  // linkinator can wait forever after a failed page read; give up loudly instead of hanging.
  const stallMs = Number(process.env.LINKCHECK_STALL_MS ?? 300_000);
  let stallTimer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    stallTimer = setInterval(() => {
      if (Date.now() - lastProgress < stallMs) return;
      const slow = [...inFlight].map(([url, t]) => `  ${url} (${Math.round((Date.now() - t) / 1000)} s)`).join("\n");
      reject(
        new Error(
          `the crawl made no progress for ${stallMs / 1000} s; still waiting for:\n${slow || "  (nothing in flight)"}`,
        ),
      );
    }, 5_000);
  });
  const checking = checker.check({
    path: start,
    recurse: true,
    concurrency: Number(process.env.LINKCHECK_CONCURRENCY ?? 4),
    timeout: Number(process.env.LINKCHECK_TIMEOUT_MS ?? 120_000),
    redirects: "allow",
    checkFragments: true,
    retryErrors: true,
    retryErrorsCount: 2,
    // Internal links only: the site must not depend on other sites being up for its check to pass.
    linksToSkip: async (link) => {
      let url: URL;
      try {
        url = new URL(link, origin);
      } catch {
        return true;
      }
      if (url.origin !== origin) return true;
      if (skip?.test(link)) return true;
      // linkinator also tries "page/" for pages it finds; the site only redirects those (SPEC §2.1).
      if (url.pathname.length > 1 && url.pathname.endsWith("/")) return true;
      for (const name of REDIRECT_PARAMS) {
        if (!url.searchParams.has(name)) continue;
        url.searchParams.delete(name);
        const key = url.pathname + url.search;
        if (seenWithoutRedirect.has(key)) return true;
        seenWithoutRedirect.add(key);
      }
      const family = url.pathname.split("/").slice(2).join("/") || "(home)";
      families.set(family, (families.get(family) ?? 0) + 1);
      return false;
    },
  });
  try {
    await Promise.race([checking, stalled]);
  } finally {
    clearInterval(stallTimer);
  }
  console.log(
    `${start}: ${pages} pages crawled, ${links} links checked in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return { broken, pages, links };
}

async function crawl(base: string): Promise<LinkResult[]> {
  const origin = new URL(base).origin;
  const families = new Map<string, number>();
  const broken: LinkResult[] = [];
  for (const lang of ["en", "cn"]) broken.push(...(await crawlFrom(`${origin}/${lang}`, origin, families)).broken);
  console.log("addresses checked, by page:");
  console.log(
    [...families]
      .sort((a, b) => b[1] - a[1])
      .map(([family, n]) => `  ${family} ${n}`)
      .join("\n"),
  );
  return broken;
}

function report(broken: LinkResult[], base: string): number {
  const uncheckable = [...unhandled.values()];
  if (uncheckable.length)
    console.error(
      `${uncheckable.length} page(s) could not be read to the end: ${[...new Set(uncheckable)].join("; ")}`,
    );
  if (!broken.length) {
    console.log("no broken links");
    return uncheckable.length ? 2 : 0;
  }
  // Grouped by target: one broken link in the frame appears on every page.
  const byTarget = new Map<string, { status: number | undefined; parents: string[] }>();
  for (const l of broken) {
    const target = l.url.replace(base, "");
    const entry = byTarget.get(target) ?? { status: l.status, parents: [] };
    entry.parents.push((l.parent ?? "(start)").replace(base, ""));
    byTarget.set(target, entry);
  }
  console.error(`\n${byTarget.size} broken address(es), ${broken.length} link(s) in all:`);
  for (const [target, { status, parents }] of [...byTarget].sort(([a], [b]) => a.localeCompare(b))) {
    const more = parents.length > 3 ? ` and ${parents.length - 3} more page(s)` : "";
    console.error(`  ${status ?? "—"}  ${target}\n        linked from ${parents.slice(0, 3).join(", ")}${more}`);
  }
  return 1;
}

/**
 * linkinator reads a page's body outside its own error handling, so a page that times out while streaming
 * rejects a promise nobody awaits. Count those as "could not check" instead of crashing (which would leave
 * the server we started running). Rejections that linkinator handles a moment later are forgotten again.
 */
const unhandled = new Map<Promise<unknown>, string>();
process.on("unhandledRejection", (reason, promise) => {
  unhandled.set(promise, reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason));
});
process.on("rejectionHandled", (promise) => {
  unhandled.delete(promise);
});

async function main(): Promise<number> {
  const target = process.env.LINKCHECK_URL;
  if (target) return report(await crawl(target), new URL(target).origin);
  const server = await startServer();
  try {
    return report(await crawl(server.base), server.base);
  } finally {
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
