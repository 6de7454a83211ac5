import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { version as viteVersion, type Plugin } from "vite";
import { LANGUAGES, type Lang } from "../../core/config/constants";
import { compileMessages } from "./compile-messages";

const VIRTUAL_PREFIX = "virtual:messages/";
const CHUNKS_ID = `${VIRTUAL_PREFIX}chunks`;
const WITH_PREFIX = `${VIRTUAL_PREFIX}with/`;

/**
 * Which part of the catalogue an area file (`app/i18n/{lang}/*.json`) belongs to, by its name (ADR 0117, 0154):
 * - `editorial*`: "office", the editorial office's strings, loaded with office pages;
 * - `pages-{name}`: `{name}`, the strings of one family of pages (forms, accounts, content), loaded with them;
 * - `server-*`: null, the server's only (e-mails, the tracking API's replies): never sent to a browser;
 * - any other: "public", the frame's and the reading pages' strings, loaded with every page in its language.
 */
export function cataloguePart(file: string): string | null {
  const name = path.basename(file, ".json");
  if (name.startsWith("editorial")) return "office";
  if (name.startsWith("server-")) return null;
  return name.startsWith("pages-") ? name.slice("pages-".length) : "public";
}

/** The parts a page module imports as `virtual:messages/with/{part}` (every part but "public"). */
export function pagePartsOn(i18nDir: string): string[] {
  const parts = readdirSync(path.join(i18nDir, "en")).map((file) => cataloguePart(file));
  return [...new Set(parts)].filter((part): part is string => part !== null && part !== "public").sort();
}

/**
 * The catalogue as the browser gets it (issue 16 §3, ADR 0117, 0154):
 * - `virtual:messages/public/{en|cn}` is one language's public part, compiled at build time by compileMessages, as
 *   the server compiles every area at start-up; load-messages.ts loads the page's language before hydration;
 * - `virtual:messages/with/{part}` adds both languages of another part when a page module imports it, so the
 *   office's strings come only with office pages and a form's only with form pages (both languages: such pages
 *   switch language without another download);
 * - `virtual:messages/chunks` names the built file of each language's public part, for the page's modulepreload
 *   link (null under the dev server), so they load beside the page's code instead of after it.
 * Every part is built as a file of its own (`assets/messages-…`), which tests/integration/page-strings.test.ts
 * reads to check that each page's code names only strings its page loads.
 * The browser gets no ICU parser or formatter: the messages are parsed here, and formatted by format-message.ts.
 */
export function messagesPlugin(i18nDir: string): Plugin {
  const compiledPart = (part: string, lang: Lang): string => {
    const dir = path.join(i18nDir, lang);
    const merged: Record<string, string> = {};
    for (const file of readdirSync(dir).sort()) {
      if (!file.endsWith(".json") || cataloguePart(file) !== part) continue;
      Object.assign(merged, JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Record<string, string>);
    }
    return `JSON.parse(${JSON.stringify(JSON.stringify(compileMessages(merged)))})`;
  };
  const moduleCode = (id: string): string | null => {
    if (id.startsWith(WITH_PREFIX)) {
      const part = id.slice(WITH_PREFIX.length);
      if (!pagePartsOn(i18nDir).includes(part)) return null;
      const translate = JSON.stringify(path.join(i18nDir, "translate.ts"));
      const adds = LANGUAGES.map((lang) => `addMessages(${JSON.stringify(lang)}, ${compiledPart(part, lang)});`);
      return `import { addMessages } from ${translate};\n${adds.join("\n")}\n`;
    }
    const [part, lang] = id.slice(VIRTUAL_PREFIX.length).split("/");
    if (part !== "public" || !LANGUAGES.includes(lang as Lang)) return null;
    return `export default ${compiledPart(part, lang as Lang)};`;
  };
  // Named by content (and the bundler's version) in both builds alike, so the server's link names the client's file.
  const hashOf = (id: string) => createHash("sha256").update(viteVersion).update(moduleCode(id) ?? "").digest("base64url").slice(0, 10);
  const publicFile = (lang: Lang): string => `assets/messages-${lang}-${hashOf(`${VIRTUAL_PREFIX}public/${lang}`)}.js`;
  let building = false;
  return {
    name: "opls-messages",
    enforce: "pre",
    configResolved(config) {
      building = config.command === "build";
    },
    buildStart() {
      if (!building || this.environment?.config.consumer !== "client") return;
      for (const lang of LANGUAGES) this.emitFile({ type: "chunk", id: `${VIRTUAL_PREFIX}public/${lang}`, fileName: publicFile(lang) });
      for (const part of pagePartsOn(i18nDir)) {
        const id = `${WITH_PREFIX}${part}`;
        this.emitFile({ type: "chunk", id, fileName: `assets/messages-with-${part}-${hashOf(id)}.js` });
      }
    },
    resolveId(source) {
      return source.startsWith(VIRTUAL_PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return null;
      const name = id.slice(1);
      if (name === CHUNKS_ID) {
        const chunks = building ? Object.fromEntries(LANGUAGES.map((lang) => [lang, `/${publicFile(lang)}`])) : null;
        return `export default ${JSON.stringify(chunks)};`;
      }
      const code = moduleCode(name);
      if (code === null) return null;
      for (const lang of LANGUAGES) {
        for (const file of readdirSync(path.join(i18nDir, lang))) this.addWatchFile(path.join(i18nDir, lang, file));
      }
      return code;
    },
  };
}
