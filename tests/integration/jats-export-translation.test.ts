import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DATABASES, type TestDatabase } from "./databases";
import { FIXTURES, hasXmllint, validateJats } from "./import-jats-helpers";
import { importJatsFile } from "@core/import-jats/import-jats-file";
import { at, childElements, descendants, parseXml, textOf, type XElement } from "@core/import-jats/xml-tree";
import { findProtocolDetail } from "@core/protocols/find-protocol-detail";
import { loadProtocolBodies } from "@core/protocols/load-protocol-bodies";
import { buildProtocolJats } from "@core/protocols/export/build-protocol-jats";
import { inline } from "@core/protocols/export/jats-inline";
import type { Block, ProtocolBody, Step } from "@core/protocols/body";
import { AUTHORED_PROTOCOLS } from "@seed/content/protocols";
import { exportLabels } from "~/lib/export-labels.server";
import { startSite, type RunningSite } from "./http-server";

/**
 * ADR 0097: the JATS export carries the Chinese full text as a JATS4R-style translation sub-article of the
 * English article, valid against the JATS 1.3 DTD, and the importer reads it back as the Chinese body.
 */
const ORIGIN = "https://opls.example.org";
const ROOT = path.resolve(import.meta.dirname, "../..");

/** The JATS export as the /{lang}/bpdetail/xml route makes it: English article, Chinese translation if any. */
async function exportJats(t: TestDatabase, id: number): Promise<string> {
  const p = (await findProtocolDetail(t.db, id))!;
  const bodies = await loadProtocolBodies(t.db, id);
  const year = (p.issue?.publishedOn ?? p.publishedOn ?? p.onlineOn ?? "").slice(0, 4);
  const translation = bodies.cn ? { body: bodies.cn, labels: exportLabels("cn", p.licence, year) } : null;
  return buildProtocolJats(p, bodies.en ?? null, exportLabels("en", p.licence, year), ORIGIN, translation);
}

/** A body's structure without its words: section kinds, block types, steps with their sub-steps and notes. */
function shape(body: ProtocolBody): unknown {
  const step = (s: Step): unknown => [s.notes?.length ?? 0, (s.substeps ?? []).map(step)];
  const block = (b: Block): unknown =>
    b.type === "steps" ? { steps: b.items.map(step) } : b.type === "list" ? { list: b.items.length } : b.type;
  return body.sections.map((s) => ({ kind: s.kind, blocks: s.blocks.map(block) }));
}

const firstStep = (body: ProtocolBody): Step => {
  const steps = body.sections.find((s) => s.kind === "procedure")!.blocks.find((b) => b.type === "steps")!;
  return (steps as Extract<Block, { type: "steps" }>).items[0]!;
};

const graphics = (el: XElement | undefined) => descendants(el!, "graphic").map((g) => g.attrs["xlink:href"]);

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`JATS translation sub-article on ${target.name}`, () => {
    let t: TestDatabase;
    let dir: string;
    let authored: { id: number; title_en: string }[];
    beforeAll(async () => {
      t = await target.create({ protocols: 20, today: "2026-11-21" });
      dir = mkdtempSync(path.join(tmpdir(), "opls-jats-zh-"));
      authored = await t.db
        .selectFrom("protocols")
        .select(["id", "title_en"])
        .where(
          "title_en",
          "in",
          AUTHORED_PROTOCOLS.map((a) => a.titleEn),
        )
        .orderBy("id")
        .execute();
    });
    afterAll(async () => {
      await t?.drop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it("gives the English article a Chinese translation sub-article with its own front-stub and the Chinese steps", async () => {
      const row = authored.find((a) => a.title_en.startsWith("Western Blot Analysis"))!;
      const p = (await findProtocolDetail(t.db, row.id))!;
      const bodies = await loadProtocolBodies(t.db, row.id);
      expect(bodies.cn).toBeDefined();
      const xml = await exportJats(t, row.id);
      const article = parseXml(xml);
      expect(article.attrs["xml:lang"]).toBe("en");
      // Title, abstract and keywords in Chinese in the English article's front matter.
      const meta = at(article, "front/article-meta")!;
      expect(at(meta, "title-group/trans-title-group")!.attrs["xml:lang"]).toBe("zh");
      expect(textOf(at(meta, "title-group/trans-title-group/trans-title"))).toBe(p.titleCn);
      expect(childElements(meta, "trans-abstract")[0]!.attrs["xml:lang"]).toBe("zh");
      expect(childElements(meta, "kwd-group").map((k) => k.attrs["xml:lang"])).toEqual(["en", "zh"]);

      const subs = childElements(article, "sub-article");
      expect(subs).toHaveLength(1);
      const sub = subs[0]!;
      expect(sub.attrs).toMatchObject({ "article-type": "translation", "xml:lang": "zh", id: "trans-zh" });
      expect(textOf(at(sub, "front-stub/title-group/article-title"))).toBe(p.titleCn);
      // Back to the English original, by its DOI.
      expect(at(sub, "front-stub/related-article")!.attrs).toMatchObject({
        "related-article-type": "translated-article",
        "ext-link-type": "doi",
        "xlink:href": p.doi,
      });
      expect(at(sub, "front-stub/self-uri")!.attrs["xlink:href"]).toBe(`${ORIGIN}/cn/bpdetail?id=${p.id}&type=bp`);
      expect(textOf(at(sub, "front-stub/abstract"))).toBe(p.abstractCn!.replace(/\n{2,}/g, ""));
      // The Chinese body, rendered as the English one: the same sections, the Chinese section labels and steps.
      const subSecs = childElements(at(sub, "body")!, "sec");
      expect(subSecs.map((s) => s.attrs["sec-type"])).toEqual(bodies.cn!.sections.map((s) => s.kind));
      expect(subSecs.map((s) => s.attrs["sec-type"])).toEqual(
        childElements(at(article, "body")!, "sec").map((s) => s.attrs["sec-type"]),
      );
      expect(
        textOf(
          childElements(
            subSecs.find((s) => s.attrs["sec-type"] === "procedure")!,
            "title",
          )[0],
        ),
      ).toBe("实验步骤");
      const step = firstStep(bodies.cn!);
      expect(xml).toContain(`<list-item><p>${inline(step.content)}</p>`);
      expect(xml.slice(xml.indexOf("<sub-article"))).toContain(inline(step.content));
      expect(xml.slice(0, xml.indexOf("<sub-article"))).not.toContain(inline(step.content));
      expect(xml).toMatch(/<p content-type="note"><italic>注：<\/italic>[^ ]/);
      // The same figures in their Chinese renditions (ADR 0152), with Chinese captions; no reference list of its own.
      expect(graphics(sub).length).toBeGreaterThan(0);
      expect(graphics(sub)).toEqual(graphics(at(article, "body")).map((href) => href!.replace("/figures/", "/figures/cn/")));
      expect(xml).toMatch(/<fig id="trans-zh-f1"><label>图 1<\/label><caption><title>[^<]+。<\/title><p>/);
      expect(childElements(sub, "back")).toHaveLength(0);
    });

    it.skipIf(!hasXmllint)("is valid against the JATS 1.3 DTD for every hand-written protocol", async () => {
      expect(authored).toHaveLength(AUTHORED_PROTOCOLS.length);
      for (const row of authored) {
        const xml = await exportJats(t, row.id);
        expect(xml, row.title_en).toContain('<sub-article article-type="translation" xml:lang="zh" id="trans-zh">');
        expect(() => validateJats(xml), row.title_en).not.toThrow();
      }
    });

    it("has no sub-article for a protocol without a Chinese full text", async () => {
      const { id } = await importJatsFile(t.db, path.join(FIXTURES, "protocol-with-steps.xml"), {
        status: "published",
        figureDirs: [path.join(dir, "figures-fixture")],
        now: new Date(),
      });
      expect((await loadProtocolBodies(t.db, id)).cn).toBeUndefined();
      const xml = await exportJats(t, id);
      expect(xml).toContain("<body>");
      expect(xml).not.toContain("<sub-article");
      if (hasXmllint) validateJats(xml);
    });

    it("imports the translation sub-article back as the Chinese full text, aligned with the English", async () => {
      for (const row of authored) {
        const before = await loadProtocolBodies(t.db, row.id);
        const xml = await exportJats(t, row.id);
        const folder = mkdtempSync(path.join(dir, "rt-"));
        const file = path.join(folder, "article.xml");
        writeFileSync(file, xml);
        for (const href of new Set(graphics(parseXml(xml)))) {
          const name = path.basename(href!);
          copyFileSync(path.join(ROOT, "public/figures", name), path.join(folder, name));
        }
        const result = await importJatsFile(t.db, file, {
          status: "published",
          figureDirs: [path.join(dir, "figures")],
          now: new Date(),
        });
        expect(result, row.title_en).toMatchObject({ id: row.id, created: false, missingImages: [] });
        const after = await loadProtocolBodies(t.db, row.id);
        expect(after.cn, row.title_en).toBeDefined();
        // Every section, block, step, sub-step and note where the English has it.
        expect(shape(after.cn!), row.title_en).toEqual(shape(after.en!));
        expect(shape(after.cn!), row.title_en).toEqual(shape(before.cn!));
        // The translation cites the article's reference list, read once for both.
        expect(after.cn!.references).toEqual(after.en!.references);
        expect(after.cn!.references).toHaveLength(before.cn!.references.length);
        expect(inline(firstStep(after.cn!).content)).toBe(inline(firstStep(before.cn!).content));
      }
    });
  });
}

describe("JATS download over HTTP", () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite({ publicUrl: ORIGIN, seed: { protocols: 20, today: "2026-11-21" } });
  });
  afterAll(async () => {
    await site?.stop();
  });

  it("is the same file from /en and /cn: the English article with the Chinese translation sub-article", async () => {
    const { id } = await site.db
      .selectFrom("protocols")
      .select("id")
      .where("title_en", "like", "Western Blot Analysis%")
      .executeTakeFirstOrThrow();
    const cookie = await site.signedInCookie();
    const get = async (lang: string) => {
      const res = await fetch(`${site.origin}/${lang}/bpdetail/xml?id=${id}&type=bp`, { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      return res.text();
    };
    const [en, cn] = [await get("en"), await get("cn")];
    expect(cn).toBe(en);
    expect(en).toMatch(/<article [^>]*xml:lang="en">/);
    expect(en).toContain('<sub-article article-type="translation" xml:lang="zh" id="trans-zh">');
    if (hasXmllint) validateJats(en);
  });
});
