import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileMessages } from "~/i18n/compile-messages";
import { cataloguePart, messagesPlugin, pagePartsOn } from "~/i18n/messages-vite-plugin";
import { CATALOGUES } from "~/i18n/catalogues.server";
import { translate } from "~/i18n/translate";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { languageTag } from "@core/locale/language-tag";

describe("string catalogues", () => {
  it("have the same keys in en and cn", () => {
    expect(Object.keys(CATALOGUES.cn).sort()).toEqual(Object.keys(CATALOGUES.en).sort());
  });

  it("have no empty value", () => {
    for (const [lang, catalogue] of Object.entries(CATALOGUES)) {
      for (const [key, value] of Object.entries(catalogue)) {
        expect(value.trim(), `${lang} ${key}`).not.toBe("");
      }
    }
  });

  it("use the same placeholders in both languages", () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(CATALOGUES.en) as (keyof typeof CATALOGUES.en)[]) {
      expect(names(CATALOGUES.cn[key]), key).toEqual(names(CATALOGUES.en[key]));
    }
  });

  it("carries the SPEC's not-found texts verbatim", () => {
    expect(translate("en", "error.unknownLanguage")).toBe("This page could not be found.");
    expect(translate("en", "error.notFound")).toBe("Sorry, this content isn't available right now.");
    expect(translate("en", "error.parameter")).toBe("Sorry, parameter error.");
    expect(translate("en", "error.returnHome")).toBe("Return to Homepage");
  });

  it("formats plurals and numbers", () => {
    expect(translate("en", "protocol.views", { count: 1 })).toBe("1 view");
    expect(translate("en", "protocol.views", { count: 12 })).toBe("12 views");
    expect(translate("cn", "protocol.views", { count: 12 })).toBe("12 次浏览");
  });
});

describe("catalogue area files", () => {
  it("never define the same key in two areas", async () => {
    const { CATALOGUE_FILES } = await import("~/i18n/catalogues.server");
    for (const files of Object.values(CATALOGUE_FILES)) {
      const seen = new Map<string, string>();
      for (const [area, messages] of Object.entries(files)) {
        for (const key of Object.keys(messages)) {
          expect(seen.get(key), `${key} in ${area}`).toBeUndefined();
          seen.set(key, area);
        }
      }
    }
  });
});

describe("what the browser gets of the catalogue (ADR 0117)", () => {
  const i18nDir = path.resolve(import.meta.dirname, "../../app/i18n");
  const appDir = path.resolve(import.meta.dirname, "../../app");

  it("holds every area file on disk", async () => {
    const { CATALOGUE_FILES } = await import("~/i18n/catalogues.server");
    for (const lang of ["en", "cn"] as const) {
      const onDisk = readdirSync(path.join(i18nDir, lang)).filter((f) => f.endsWith(".json")).length;
      expect(Object.keys(CATALOGUE_FILES[lang]).length, lang).toBe(onDisk);
    }
  });

  it("keeps the office's strings, and only those, in the editorial* files", async () => {
    const { CATALOGUE_FILES } = await import("~/i18n/catalogues.server");
    for (const [area, messages] of Object.entries(CATALOGUE_FILES.en)) {
      for (const key of Object.keys(messages)) expect(key.startsWith("editorial."), `${key} in ${area}`).toBe(area.startsWith("editorial"));
    }
  });

  it("never uses an office string in a reader's page", () => {
    const office = (file: string) =>
      /(^|\/)routes\/editorial-[^/]+$/.test(file) || file.includes("components/editorial/") || file.endsWith(".server.ts") || file.startsWith("i18n/");
    const sources = readdirSync(appDir, { recursive: true, encoding: "utf8" }).filter((f) => /\.tsx?$/.test(f) && !office(f));
    expect(sources.length).toBeGreaterThan(100);
    for (const file of sources) {
      const text = readFileSync(path.join(appDir, file), "utf8");
      expect(text.match(/["'`]editorial\.[\w.${}]*/g), file).toBeNull();
    }
  });

  const plugin = messagesPlugin(i18nDir);
  const load = (id: string) =>
    (plugin.load as (this: { addWatchFile(file: string): void }, id: string) => string | null).call({ addWatchFile: () => undefined }, `\0${id}`);
  const keysOfPart = async (part: string | null) => {
    const { CATALOGUE_FILES } = await import("~/i18n/catalogues.server");
    return Object.entries(CATALOGUE_FILES.cn)
      .filter(([area]) => cataloguePart(`${area}.json`) === part)
      .flatMap(([, messages]) => Object.keys(messages))
      .sort();
  };

  it("ships one language's public strings compiled, without the office's, the page families' or the e-mails'", async () => {
    const moduleText = load("virtual:messages/public/cn")!;
    const messages = JSON.parse(JSON.parse(moduleText.slice("export default JSON.parse(".length, -2)) as string) as Record<string, unknown>;
    expect(Object.keys(messages).some((k) => k.startsWith("editorial."))).toBe(false);
    expect(messages["site.title"]).toBe(CATALOGUES.cn["site.title"]);
    expect(messages["protocol.views"]).toEqual(compileMessages({ v: CATALOGUES.cn["protocol.views"] }).v);
    expect(Object.keys(messages).sort()).toEqual(await keysOfPart("public"));
    expect(messages["forms.psi.title"]).toBeUndefined();
    expect(messages["forms.mail.footer"]).toBeUndefined();
  });

  it("adds both languages of a page family's strings with the pages that import them (ADR 0154)", async () => {
    expect(pagePartsOn(i18nDir)).toEqual(["accounts", "content", "forms", "office"]);
    const moduleText = load("virtual:messages/with/forms")!;
    expect(moduleText).toMatch(/^import \{ addMessages \} from ".*translate\.ts";/);
    const added = [...moduleText.matchAll(/addMessages\("(en|cn)", JSON\.parse\((".*")\)\);/g)].map(([, lang, json]) => ({
      lang,
      keys: Object.keys(JSON.parse(JSON.parse(json!) as string) as object).sort(),
    }));
    const forms = await keysOfPart("forms");
    expect(forms).toContain("forms.psi.title");
    expect(added).toEqual([
      { lang: "en", keys: forms },
      { lang: "cn", keys: forms },
    ]);
    // The server's own strings and unknown parts have no module.
    expect(load("virtual:messages/with/server-mail")).toBeNull();
    expect(load("virtual:messages/with/public")).toBeNull();
    expect(cataloguePart("server-mail.json")).toBeNull();
  });

  it("compiles a message without arguments to its text, and one with arguments to its parts", () => {
    const compiled = compileMessages({ plain: "Don't stop", count: "{n, plural, one {# view} other {# views}}" });
    expect(compiled.plain).toBe("Don't stop");
    expect(Array.isArray(compiled.count)).toBe(true);
  });
});

describe("the catalogue's own formatter (ADR 0148)", () => {
  /** Each argument of a message: plural ones take a count, the others text. */
  function argumentsOf(elements: MessageFormatElement[], out = new Map<string, "count" | "text">()) {
    for (const e of elements) {
      if (e.type === TYPE.argument && !out.has(e.value)) out.set(e.value, "text");
      if (e.type === TYPE.plural) {
        out.set(e.value, "count");
        for (const option of Object.values(e.options)) argumentsOf(option.value, out);
      }
    }
    return out;
  }

  it("writes every message of both languages as IntlMessageFormat does, for counts 0, 1, 2, 21 and 12,345", () => {
    let checked = 0;
    for (const lang of ["en", "cn"] as const) {
      for (const [key, source] of Object.entries(CATALOGUES[lang])) {
        const args = argumentsOf(parse(source));
        if (args.size === 0) continue;
        for (const count of [0, 1, 2, 21, 12_345]) {
          const values = Object.fromEntries([...args].map(([name, kind]) => [name, kind === "count" ? count : `‹${name}›`]));
          const expected = String(new IntlMessageFormat(source, languageTag(lang)).format(values));
          expect(translate(lang, key as Parameters<typeof translate>[1], values), `${lang} ${key} ${count}`).toBe(expected);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it("refuses an ICU form it does not format, and a missing value", () => {
    expect(() => compileMessages({ k: "{n, number}" })).toThrow(/only text/);
    expect(() => compileMessages({ k: "{n, plural, =0 {none} other {#}}" })).toThrow(/only "one" and "other"/);
    expect(() => compileMessages({ k: "{g, select, a {x} other {y}}" })).toThrow(/only text/);
    expect(() => translate("en", "protocol.views", {})).toThrow(/count/);
  });
});
