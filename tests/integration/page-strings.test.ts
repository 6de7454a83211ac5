import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@core/config/constants";
import { CATALOGUE_FILES } from "~/i18n/catalogues.server";
import { cataloguePart } from "~/i18n/messages-vite-plugin";
import { loadServerBuild, routeModules } from "../../scripts/page-javascript";

/**
 * ADR 0154 on the production build (BUILD_DIR, made by build-once.ts): the browser has a message only if the page
 * loaded its part of the catalogue (a missing one throws, `Message … is not loaded`). For every page of the route
 * table (both languages have the same keys), every key its code names (a string literal that is a catalogue key, and every
 * `prefix.${…}` template, which must have a key under it) is in a part the page loads: the public part of its
 * language, or a `messages-with-…` file its code imports. Code it loads later (`import()`) is read with it.
 */
const buildDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build");
const assetsDir = path.join(buildDir, "client/assets");
const KEY_LITERAL = /["'`]([a-z][A-Za-z]*(?:\.[A-Za-z0-9_-]+)+)["'`]/g;
const KEY_TEMPLATE = /`([a-z][A-Za-z]*(?:\.[A-Za-z0-9_-]+)*\.)\$\{/g;
const ASSET_NAME = /["'`/]([\w-]+\.js)["'`]/g;

/** The keys of each part ("public", "office", "forms"…) of the catalogue, English file names (both languages agree). */
const KEYS_BY_PART = new Map<string | null, Set<string>>();
for (const [area, messages] of Object.entries(CATALOGUE_FILES.en)) {
  const part = cataloguePart(`${area}.json`);
  const keys = KEYS_BY_PART.get(part) ?? new Set<string>();
  for (const key of Object.keys(messages)) keys.add(key);
  KEYS_BY_PART.set(part, keys);
}
const EVERY_KEY = new Set([...KEYS_BY_PART.values()].flatMap((keys) => [...keys]));

/** The part a built messages file holds, by its name; null for code. */
function partOfFile(file: string): string | null {
  const withPart = /^messages-with-([a-z]+)-/.exec(file);
  if (withPart) return withPart[1]!;
  return LANGUAGES.some((lang) => file.startsWith(`messages-${lang}-`)) ? "public" : null;
}

/** The page's files and every file they name (dynamic imports, Vite's preload lists), by file name. */
function closure(urls: Set<string>): Set<string> {
  const onDisk = new Set(readdirSync(assetsDir));
  const files = new Set([...urls].map((url) => path.basename(url)));
  for (const file of files) {
    if (partOfFile(file) !== null) continue;
    for (const [, named] of readFileSync(path.join(assetsDir, file), "utf8").matchAll(ASSET_NAME)) {
      if (onDisk.has(named!)) files.add(named!);
    }
  }
  return files;
}

const build = await loadServerBuild(buildDir);

describe("the strings each page's code names", () => {
  // The routes that render a page (a default export); the others answer with data or files.
  const pages = Object.keys(build.assets.routes).filter((id) => build.routes[id]?.module.default);

  it("are checked on every page of the route table", () => {
    expect(pages.length).toBeGreaterThan(60);
  });

  it.each(pages)("on %s are all in a part of the catalogue the page loads", (id) => {
    const files = closure(routeModules(build.assets, id));
    const loaded = new Set<string>();
    const named = new Set<string>();
    const templates = new Set<string>();
    for (const file of files) {
      const part = partOfFile(file);
      if (part !== null) {
        for (const key of KEYS_BY_PART.get(part)!) loaded.add(key);
        continue;
      }
      const text = readFileSync(path.join(assetsDir, file), "utf8");
      for (const [, key] of text.matchAll(KEY_LITERAL)) if (EVERY_KEY.has(key!)) named.add(key!);
      for (const [, prefix] of text.matchAll(KEY_TEMPLATE)) templates.add(prefix!);
    }
    // The page language's public part: root.tsx preloads it and load-messages.ts loads it before hydration.
    for (const key of KEYS_BY_PART.get("public")!) loaded.add(key);
    expect([...named].filter((key) => !loaded.has(key)).join(" "), "keys named but not loaded").toBe("");
    const emptyTemplates = [...templates].filter(
      (prefix) => [...EVERY_KEY].some((key) => key.startsWith(prefix)) && ![...loaded].some((key) => key.startsWith(prefix)),
    );
    expect(emptyTemplates, "key templates with no loaded key").toEqual([]);
  });

  it("never include the server's own strings (e-mails, API replies) in any built file", () => {
    const serverKeys = [...KEYS_BY_PART.get(null)!];
    expect(serverKeys.length).toBeGreaterThan(10);
    const text = readdirSync(assetsDir)
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(path.join(assetsDir, file), "utf8"))
      .join("\n");
    expect(serverKeys.filter((key) => text.includes(`"${key}"`))).toEqual([]);
  });
});
