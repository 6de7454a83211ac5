/**
 * The JavaScript a reader's page loads (issue 16 §3, ADR 0117), read from a production build: the client entry and
 * each matched route's module with their static imports (React Router's asset manifest, as its <Scripts> and
 * modulepreload links name them), plus the page language's strings (the modulepreload link of root.tsx). The budget's
 * sizes are gzip at zlib's default level (issue 16 §3 counts gzipped kB); `brotliBytes` is what the server sends a
 * browser today, the build's `.br` file (ADR 0139), where the build wrote one.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import type { Lang } from "@core/config/constants";

export interface PageFile {
  file: string;
  gzipBytes: number;
  brotliBytes: number;
  text: string;
}

/** The pages the budget covers, by their route chain under the language layout. */
export const BUDGET_PAGES = [
  { name: "home", route: "routes/home" },
  { name: "protocol", route: "routes/bpdetail" },
  { name: "search results", route: "routes/searchlist" },
] as const;

/** A production build's server build: its route modules and asset manifest (React Router's, as <Scripts> reads it). */
export async function loadServerBuild(buildDir: string): Promise<ServerBuild> {
  return (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
}

/** The URLs of the code a page of `route` loads before it hydrates: the client entry, and each route of its chain. */
export function routeModules(assets: ServerBuild["assets"], route: string): Set<string> {
  const { entry, routes } = assets;
  const urls = new Set<string>([entry.module, ...entry.imports]);
  for (let id: string | undefined = route; id; id = routes[id]?.parentId) {
    const r = routes[id];
    if (!r) throw new Error(`no route ${id} in the build`);
    urls.add(r.module);
    for (const url of r.imports ?? []) urls.add(url);
  }
  return urls;
}

export async function pageJavaScript(buildDir: string, route: string, lang: Lang): Promise<PageFile[]> {
  const urls = routeModules((await loadServerBuild(buildDir)).assets, route);
  const assets = path.join(buildDir, "client/assets");
  const messages = readdirSync(assets).filter((f) => f.startsWith(`messages-${lang}-`) && f.endsWith(".js"));
  // Builds before ADR 0117 have no such chunk (their strings ride in the code): bench:js measures them as a baseline.
  if (messages.length > 1) throw new Error(`expected one messages-${lang} chunk in ${assets}, found ${messages.length}`);
  for (const file of messages) urls.add(`/assets/${file}`);
  return [...urls].map((url) => {
    const file = path.join(buildDir, "client", url);
    const bytes = readFileSync(file);
    const gzipBytes = gzipSync(bytes).length;
    const brotliBytes = existsSync(`${file}.br`) ? statSync(`${file}.br`).size : gzipBytes;
    return { file: url, gzipBytes, brotliBytes, text: bytes.toString("utf8") };
  });
}
