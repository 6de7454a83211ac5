import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@core/config/constants";
import { CATALOGUES } from "~/i18n/catalogues.server";
import { BUDGET_PAGES, pageJavaScript } from "../../scripts/page-javascript";
import { PAGE_JAVASCRIPT_CEILING_BYTES } from "../../scripts/page-javascript-ceiling";

/**
 * Issue 16 §3 on the production build (BUILD_DIR, made by build-once.ts): what a reader's home, protocol and
 * search page loads stays under the ceiling, carries one language's strings, and neither the ICU message parser
 * nor the office's strings (ADR 0117), nor the validation library, nor the ad carousel's (ADR 0134). `npm run bench:js` prints the same figures.
 */
const buildDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build");

describe.each(BUDGET_PAGES)("the $name page's JavaScript", ({ route }) => {
  it.each(LANGUAGES)("in %s stays under the ceiling, with its language's strings only", async (lang) => {
    const files = await pageJavaScript(buildDir, route, lang);
    const total = files.reduce((sum, f) => sum + f.gzipBytes, 0);
    expect(total).toBeLessThanOrEqual(PAGE_JAVASCRIPT_CEILING_BYTES);
    const text = files.map((f) => f.text).join("\n");
    const has = (needle: string | RegExp) => (typeof needle === "string" ? text.includes(needle) : needle.test(text));
    // A sentence found only in the catalogue, in each language.
    expect(has(CATALOGUES[lang]["reading.archive.intro"]), "the page's language").toBe(true);
    expect(has(CATALOGUES[lang === "en" ? "cn" : "en"]["reading.archive.intro"]), "the other language").toBe(false);
    // The parser's error kinds exist only in its parsing code; the office's keys only in its area files.
    expect(has("MALFORMED_ARGUMENT"), "the ICU parser").toBe(false);
    expect(has(/"editorial\.(nav|protocols|inbox)\./), "office strings").toBe(false);
    // The forms', account pages' and content pages' strings come with those pages only (ADR 0154).
    expect(has(CATALOGUES[lang]["forms.upload.tooLarge"]), "the forms' strings").toBe(false);
    expect(has(CATALOGUES[lang]["accounts.login.intro"]), "the account pages' strings").toBe(false);
    // zod's issue codes: the page's forms (home's alerts box, a protocol's questions and answers) fetch their
    // rules, and with them the validation library, when the reader first goes into one (useLoadOnFirstFocus).
    expect(has('"invalid_type"'), "the validation library").toBe(false);
    // Embla's option names: the ad carousel's code comes after hydration, for a slot that rotates (ADR 0134).
    expect(has("slidesToScroll"), "the carousel library").toBe(false);
  });
});
