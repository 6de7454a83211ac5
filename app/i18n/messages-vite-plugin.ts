import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { version as viteVersion, type Plugin } from "vite";
import { LANGUAGES, type Lang } from "../../core/config/constants";
import { compileMessages } from "./compile-messages";

const VIRTUAL_PREFIX = "virtual:messages/";
const CHUNKS_ID = `${VIRTUAL_PREFIX}chunks`;
type Part = "public" | "office";

/**
 * The catalogue as the browser gets it (issue 16 §3, ADR 0117):
 * - `virtual:messages/{public|office}/{en|cn}` is one language's page or office areas (the office's are the
 *   `editorial*` files), compiled at build time by compileMessages, as the server compiles them at start-up;
 * - `virtual:messages/chunks` names the built file of each language's page strings, for the page's modulepreload
 *   link (null under the dev server), so they load beside the page's code instead of after it.
 * The browser gets no ICU parser or formatter: the messages are parsed here, and formatted by format-message.ts.
 */
export function messagesPlugin(i18nDir: string): Plugin {
  const moduleCode = (part: Part, lang: Lang): string => {
    const dir = path.join(i18nDir, lang);
    const merged: Record<string, string> = {};
    for (const file of readdirSync(dir).sort()) {
      if (!file.endsWith(".json") || file.startsWith("editorial") !== (part === "office")) continue;
      Object.assign(merged, JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Record<string, string>);
    }
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(compileMessages(merged)))});`;
  };
  // Named by content (and the bundler's version) in both builds alike, so the server's link names the client's file.
  const chunkFile = (lang: Lang): string =>
    `assets/messages-${lang}-${createHash("sha256").update(viteVersion).update(moduleCode("public", lang)).digest("base64url").slice(0, 10)}.js`;
  let building = false;
  return {
    name: "opls-messages",
    enforce: "pre",
    configResolved(config) {
      building = config.command === "build";
    },
    buildStart() {
      if (!building || this.environment?.config.consumer !== "client") return;
      for (const lang of LANGUAGES) this.emitFile({ type: "chunk", id: `${VIRTUAL_PREFIX}public/${lang}`, fileName: chunkFile(lang) });
    },
    resolveId(source) {
      return source.startsWith(VIRTUAL_PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return null;
      const name = id.slice(1);
      if (name === CHUNKS_ID) {
        const chunks = building ? Object.fromEntries(LANGUAGES.map((lang) => [lang, `/${chunkFile(lang)}`])) : null;
        return `export default ${JSON.stringify(chunks)};`;
      }
      const [part, lang] = name.slice(VIRTUAL_PREFIX.length).split("/");
      if ((part !== "public" && part !== "office") || (lang !== "en" && lang !== "cn")) return null;
      for (const file of readdirSync(path.join(i18nDir, lang))) this.addWatchFile(path.join(i18nDir, lang, file));
      return moduleCode(part, lang);
    },
  };
}
