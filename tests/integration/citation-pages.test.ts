import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type RunningSite } from "./http-server";

/**
 * ADR 0094 over HTTP on the production build: one citation record per article on both languages' pages and
 * in the exports, preprints tagged as repository documents, JSON-LD for visitors and signed-in readers, and
 * the PNG share cards. The configured origin is not the server's address: every absolute URL must use it.
 */
const ORIGIN = "https://journal.example";
let site: RunningSite;
let cardDir: string;
let bp: { id: number; title_en: string; title_cn: string };
let bpp: { id: number };

beforeAll(async () => {
  cardDir = mkdtempSync(path.join(tmpdir(), "opls-og-"));
  process.env.OG_IMAGE_DIR = cardDir;
  site = await startSite({ publicUrl: ORIGIN, seed: { protocols: 40, today: "2026-11-01" } });
  bp = await site.db
    .selectFrom("protocols")
    .innerJoin("protocol_bodies", "protocol_bodies.protocol_id", "protocols.id")
    .select(["protocols.id", "protocols.title_en", "protocols.title_cn"])
    .where("protocols.kind", "=", "bp")
    .where("protocols.issue_id", "is not", null)
    .where("protocols.title_cn", "is not", null)
    .where("protocols.doi", "is not", null)
    .orderBy("protocols.id")
    .executeTakeFirstOrThrow() as typeof bp;
  bpp = await site.db.selectFrom("protocols").select("id").where("kind", "=", "bpp").orderBy("id").executeTakeFirstOrThrow();
});
afterAll(async () => {
  await site?.stop();
  rmSync(cardDir, { recursive: true, force: true });
});

const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

async function page(url: string, cookie?: string) {
  const res = await fetch(`${site.origin}${url}`, { headers: cookie ? { cookie } : {} });
  expect(res.status, url).toBe(200);
  const html = await res.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = (attr: "name" | "property", key: string) =>
    [...head.matchAll(new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`, "g"))].map((m) => decode(m[1]!));
  const ldText = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  const ld = JSON.parse(ldText!.replace(/\\u003c/g, "<")) as Record<string, unknown>;
  const citationTags = [...head.matchAll(/<meta name="((?:citation_|DC\.)[^"]*)" content="([^"]*)"/g)].map((m) => `${m[1]}=${m[2]}`);
  return { html, meta, ld, citationTags };
}

describe("one citation record per article", () => {
  it("the Chinese page carries the same citation tags as the English page: the English record, Family, Given", async () => {
    const en = await page(`/en/bpdetail?id=${bp.id}&type=bp`);
    const cn = await page(`/cn/bpdetail?id=${bp.id}&type=bp`);
    expect(cn.citationTags).toEqual(en.citationTags);
    expect(en.meta("name", "citation_title")).toEqual([bp.title_en]);
    expect(en.meta("name", "citation_language")).toEqual(["en"]);
    const authors = en.meta("name", "citation_author");
    expect(authors.length).toBeGreaterThan(0);
    for (const a of authors) expect(a).toMatch(/^[^,]+, [^,]+$/);
    expect(en.meta("name", "citation_abstract_html_url")).toEqual([`${ORIGIN}/en/bpdetail?id=${bp.id}&type=bp`]);
    expect(en.meta("name", "citation_journal_title")).toEqual(["Open Protocols in Life Science"]);
    expect(en.meta("name", "citation_volume")).toHaveLength(1);
  });

  it("link previews are in the page's language, with a PNG card at the configured origin", async () => {
    const en = await page(`/en/bpdetail?id=${bp.id}&type=bp`);
    const cn = await page(`/cn/bpdetail?id=${bp.id}&type=bp`);
    expect(cn.meta("property", "og:title")).toEqual([bp.title_cn]);
    expect(cn.meta("property", "og:locale")).toEqual(["zh_CN"]);
    expect(en.meta("property", "og:image")).toEqual([`${ORIGIN}/en/bpdetail/og-image.png?id=${bp.id}&type=bp`]);
    expect(cn.meta("property", "og:image")).toEqual([`${ORIGIN}/cn/bpdetail/og-image.png?id=${bp.id}&type=bp`]);
    expect(en.meta("property", "og:image:width")).toEqual(["1200"]);
    expect(en.meta("property", "og:image:height")).toEqual(["630"]);
    expect(en.meta("property", "og:image:type")).toEqual(["image/png"]);
    expect(en.meta("name", "twitter:card")).toEqual(["summary_large_image"]);
    expect(en.meta("name", "twitter:image")).toEqual(en.meta("property", "og:image"));
  });

  it("RIS and BibTeX are the same record from both languages", async () => {
    for (const format of ["ris", "bib"]) {
      const [en, cn] = await Promise.all(["en", "cn"].map(async (lang) => (await fetch(`${site.origin}/${lang}/bpdetail/${format}?id=${bp.id}&type=bp`)).text()));
      expect(cn).toBe(en);
      expect(en).toContain(`${ORIGIN}/en/bpdetail?id=${bp.id}&type=bp`);
    }
  });

  it("a preprint's page and exports never describe it as a journal article", async () => {
    const pre = await page(`/en/bpdetail?id=${bpp.id}&type=bpp`);
    for (const name of ["citation_journal_title", "citation_issn", "citation_volume", "citation_issue", "citation_firstpage"]) expect(pre.meta("name", name), name).toEqual([]);
    expect(pre.meta("name", "citation_technical_report_institution")).toEqual(["OPLS Preprints"]);
    expect(pre.ld).toMatchObject({ creativeWorkStatus: "Preprint", isPartOf: { name: "OPLS Preprints" } });
    const ris = await (await fetch(`${site.origin}/en/bpdetail/ris?id=${bpp.id}&type=bpp`)).text();
    expect(ris).toMatch(/^TY {2}- UNPB\r\n/);
    expect(ris).not.toMatch(/^(JO|VL|IS|SN) {2}- /m);
    const bib = await (await fetch(`${site.origin}/en/bpdetail/bib?id=${bpp.id}&type=bpp`)).text();
    expect(bib).toMatch(/^@misc\{/);
    expect(bib).toContain("howpublished = {OPLS Preprints}");
    expect(bib).not.toContain("journal = ");
  });
});

describe("JSON-LD", () => {
  it("a visitor's carries no body; a signed-in reader's adds the LabProtocol part", async () => {
    const visitor = await page(`/en/bpdetail?id=${bp.id}&type=bp`);
    expect(visitor.ld["@type"]).toEqual(["ScholarlyArticle"]);
    for (const key of ["reagentUsed", "labEquipmentUsed", "step", "http://purl.org/dc/terms/conformsTo"]) expect(visitor.ld[key], key).toBeUndefined();
    expect(visitor.ld["@id"]).toMatch(/^https:\/\/doi\.org\//);

    const reader = await page(`/en/bpdetail?id=${bp.id}&type=bp`, await site.signedInCookie());
    expect(reader.ld["@type"]).toEqual(["ScholarlyArticle", "LabProtocol"]);
    expect((reader.ld.reagentUsed as unknown[]).length).toBeGreaterThan(0);
    expect((reader.ld.step as unknown[]).length).toBeGreaterThan(0);
  });

  it("the Chinese page is marked as the translation of the English record", async () => {
    const cn = await page(`/cn/bpdetail?id=${bp.id}&type=bp`);
    expect(cn.ld).toMatchObject({ inLanguage: "zh-CN", name: bp.title_cn, translationOfWork: { name: bp.title_en, inLanguage: "en", url: `${ORIGIN}/en/bpdetail?id=${bp.id}&type=bp` } });
    expect(cn.ld.identifier).toBeUndefined();
  });
});

describe("share cards", () => {
  const cardFiles = () => readdirSync(cardDir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile() && d.name.endsWith(".png"));

  it("serves a 1200×630 PNG per language, drawn once, with ETag and Cache-Control", async () => {
    const url = `${site.origin}/en/bpdetail/og-image.png?id=${bp.id}&type=bp`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    expect(first.headers.get("cache-control")).toBe("public, max-age=86400");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });

    // Stored once: a second request is the same file, untouched, and a revalidation is a 304.
    const files = cardFiles();
    expect(files).toHaveLength(1);
    const file = path.join(files[0]!.parentPath, files[0]!.name);
    const written = statSync(file).mtimeMs;
    const again = Buffer.from(await (await fetch(url)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
    expect(statSync(file).mtimeMs).toBe(written);
    const revalidated = await fetch(url, { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);

    const cn = Buffer.from(await (await fetch(`${site.origin}/cn/bpdetail/og-image.png?id=${bp.id}&type=bp`)).arrayBuffer());
    expect(await sharp(cn).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    expect(cn.equals(bytes)).toBe(false);
    expect(cardFiles()).toHaveLength(2);

    expect((await fetch(`${site.origin}/en/bpdetail/og-image.png?id=99999999&type=bp`)).status).toBe(404);
  });
});
