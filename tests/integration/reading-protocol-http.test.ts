import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { XMLValidator } from "fast-xml-parser";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listRecentIssues } from "@core/issues/list-recent-issues";
import { AUTHORED_PROTOCOLS } from "@seed/content/protocols";
import type { AuthoredBlock, AuthoredProtocol, AuthoredStep } from "@seed/content/types";
import { seedJournal } from "@seed/seed-journal";
import { BROWSER_UA, byClass, elements, hrefs, linksNamed, visibleText } from "./html-page";
import { startSite, type RunningSite } from "./http-server";
import { HELD_PRELOAD_ATTRIBUTE, HELD_SCRIPT_TYPE, RELEASE_PAGE_CODE } from "~/lib/page-code-after-paint";

/**
 * The protocol page as the server answers it (SPEC §1, §2.2, §4, §6, §8): what a visitor's HTML holds and what it
 * never holds, bad links, preprints and articles in press, a signed-in reader's PDF and JATS XML. These were
 * browser tests (tests/e2e/reading-protocol.spec.ts, which keeps what needs a browser, and
 * tests/e2e/reading-fulltext-leak.spec.ts); none needed one (ADR 0009).
 */
const PROMPT_EN = "Please log in or register for free to copy/paste or download protocols.";
/** Sentences of the Western blot protocol's full text (a step and a background paragraph). */
const STEP = "Incubate on ice for 20 min, vortexing for 5 s every 5 min.";
const BACKGROUND = "Immunoblotting combines the resolving power of denaturing gel electrophoresis";

let site: RunningSite;
let pdfDir: string;
let reader: string;
beforeAll(async () => {
  pdfDir = mkdtempSync(path.join(tmpdir(), "opls-pdfs-"));
  process.env.PDF_DIR = pdfDir;
  site = await startSite();
  // Today's journal, as the browser tests' server seeds it: articles in press are online before today.
  await seedJournal(site.db, "sqlite", { protocols: 60 });
  reader = await site.signedInCookie();
});
afterAll(async () => {
  await site?.stop();
  rmSync(pdfDir, { recursive: true, force: true });
});

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${site.origin}${url}`, { redirect: "manual", headers: { "User-Agent": BROWSER_UA, ...headers } });
  return res;
}

async function page(url: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await get(url, headers);
  expect(res.status, url).toBe(200);
  return res.text();
}

/** The id of a hand-written demo protocol, by the start of its English title. */
async function authoredProtocolId(titleStart: string): Promise<number> {
  const row = await site.db.selectFrom("protocols").select("id").where("title_en", "like", `${titleStart}%`).executeTakeFirstOrThrow();
  return row.id;
}

const h1Texts = (html: string) => elements(html, "h1").map((h) => visibleText(h));
/** The text of the one `.className` element (fails unless there is exactly one, as a Playwright locator would). */
function textOfOne(html: string, className: string): string {
  const found = byClass(html, className);
  expect(found, `.${className}`).toHaveLength(1);
  return visibleText(found[0]!);
}
/** How many `.protocol-item a[href=link]` a page has. */
const itemLinks = (html: string, link: string) => byClass(html, "protocol-item").flatMap(hrefs).filter((h) => h === link).length;
/** The href of the one link named `name`. */
function hrefOfLink(html: string, name: string): string {
  const links = linksNamed(html, name);
  expect(links, name).toHaveLength(1);
  return hrefs(links[0]!)[0]!;
}

describe("protocol page: who may see what (SPEC §1, §6, §8)", () => {
  it("a visitor gets title, authors, abstract and metadata, but no full text in the HTML", async () => {
    const id = await authoredProtocolId("Western Blot Analysis of Whole-cell Lysates");
    const html = await page(`/en/bpdetail?id=${id}&type=bp`, { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" });
    expect(html).toContain("Western Blot Analysis of Whole-cell Lysates");
    expect(html).toContain("Xiaowen Lin");
    expect(html).toContain("Western blotting remains the most widely used method");
    expect(html).toContain(PROMPT_EN);
    expect(html).not.toContain(STEP);
    expect(html).not.toContain(BACKGROUND);
    expect(html).not.toContain("Incubate on ice for 20");
  });

  it("the server refuses a visitor the PDF and the XML", async () => {
    const id = await authoredProtocolId("Western Blot Analysis of Whole-cell Lysates");
    const path = `/en/bpdetail?id=${id}&type=bp`;
    const direct = await get(`/en/bpdetail/pdf?id=${id}&type=bp`, { Accept: "text/html" });
    expect(direct.status).toBe(302);
    expect(direct.headers.get("location")).toBe(`/en/login?redirect=${encodeURIComponent(path)}`);
    const api = await get(`/en/bpdetail/xml?id=${id}&type=bp`, { Accept: "application/xml" });
    expect(api.status).toBe(403);
    expect(await api.text()).toBe(PROMPT_EN);
  });

  it("a signed-in reader gets the PDF and the JATS XML", async () => {
    const id = await authoredProtocolId("Western Blot Analysis of Whole-cell Lysates");
    const pdf = await get(`/en/bpdetail/pdf?id=${id}&type=bp`, { Cookie: reader });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const parser = new PDFParse({ data: new Uint8Array(await pdf.arrayBuffer()) });
    const text = (await parser.getText()).text.replace(/\s+/g, " ");
    await parser.destroy();
    expect(text).toContain("Western Blot Analysis of Whole-cell Lysates");
    expect(text).toContain("Daniel R. Whitcombe");
    expect(text).toContain("References");
    expect(text).toContain("Laemmli");

    const xml = await get(`/en/bpdetail/xml?id=${id}&type=bp`, { Cookie: reader });
    expect(xml.status).toBe(200);
    const parsed = readJats(await xml.text());
    expect(parsed.error).toBeNull();
    expect(parsed.title).toMatch(/^Western Blot Analysis/);
    expect(parsed.refs).toBeGreaterThan(3);
    expect(parsed.sections).toBe(12);
    expect(parsed.translation).toBe("translation");
  });

  it("the Chinese PDF carries the Chinese title", async () => {
    const id = await authoredProtocolId("Western Blot Analysis of Whole-cell Lysates");
    const pdf = await get(`/cn/bpdetail/pdf?id=${id}&type=bp`, { Cookie: reader });
    expect(pdf.status).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(await pdf.arrayBuffer()) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain("全细胞裂解液的蛋白质印迹分析");
    expect(text).toContain("林晓雯");
  });
});

/**
 * What the browser test asked of the XML through DOMParser: whether it parses, the first article-title, the
 * `ref-list > ref` elements, the `article > body > sec` sections (the English article's: the Chinese translation
 * sub-article has its own, ADR 0097) and the first sub-article's type.
 */
function readJats(source: string) {
  const valid = XMLValidator.validate(source);
  const stack: string[] = [];
  let title: string | null = null;
  let refs = 0;
  let sections = 0;
  let translation: string | null = null;
  const body = source.replace(/<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/g, "");
  for (const m of body.matchAll(/<(\/?)([\w:.-]+)([^>]*?)(\/?)>/g)) {
    const [, close, name, attrs, selfClosing] = m;
    if (close) {
      const at = stack.lastIndexOf(name!);
      if (at >= 0) stack.length = at;
      continue;
    }
    const parent = stack.at(-1);
    if (name === "ref" && parent === "ref-list") refs += 1;
    if (name === "sec" && parent === "body" && stack.at(-2) === "article") sections += 1;
    if (name === "sub-article" && translation === null) translation = /\sarticle-type="([^"]*)"/.exec(attrs!)?.[1] ?? null;
    if (name === "article-title" && title === null) {
      const end = body.indexOf("</article-title>", m.index);
      title = body.slice(m.index + m[0].length, end).replace(/<[^>]+>/g, "").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
    }
    if (!selfClosing) stack.push(name!);
  }
  return { error: valid === true ? null : JSON.stringify(valid.err), title, refs, sections, translation };
}

describe("visitors' HTML carries no full text (SPEC §1, §6)", () => {
  /** Plain runs of text (no markup, no characters HTML would escape) long enough not to occur by chance. */
  function plainRuns(text: string, min = 18): string[] {
    return (text.match(/[A-Za-z0-9][A-Za-z0-9 ,.;:()%µ-]+/g) ?? []).map((s) => s.trim()).filter((s) => s.length >= min).slice(0, 3);
  }

  function stepTexts(steps: AuthoredStep[]): string[] {
    return steps.flatMap((s) => [...plainRuns(s.text), ...(s.notes ?? []).flatMap((n) => plainRuns(n)), ...stepTexts(s.substeps ?? [])]);
  }

  function bodyStrings(p: AuthoredProtocol): string[] {
    const out: string[] = [];
    for (const section of p.sections) {
      for (const b of section.blocks as AuthoredBlock[]) {
        if ("materials" in b) {
          for (const m of b.materials) {
            out.push(m.name, m.supplier);
            // Catalogue numbers with a letter in them: bare numbers like "74104" can occur anywhere by chance.
            if (/[A-Za-z]/.test(m.catalog) && /\d/.test(m.catalog) && m.catalog.length >= 5) out.push(m.catalog);
          }
        } else if ("steps" in b) out.push(...stepTexts(b.steps));
        else if ("note" in b) out.push(...plainRuns(b.note));
        else if ("heading" in b && section.kind === "procedure") out.push(b.heading);
      }
    }
    // What the visitor's page shows anyway (title, abstract, keywords, references) is not a leak.
    const visible = [p.titleEn, p.titleCn, p.abstractEn, p.abstractCn, ...p.keywordsEn, ...p.keywordsCn, ...p.references.map((r) => r.text)]
      .join("\n")
      .toLowerCase();
    return [...new Set(out)].filter((s) => s.length >= 4 && !/[&<>"']/.test(s) && !visible.includes(s.toLowerCase()));
  }

  // The whole document, route data (`__reactRouterContext`) included.
  for (const lang of ["en", "cn"] as const) {
    it(`every hand-written protocol, ${lang}`, async () => {
      for (const p of AUTHORED_PROTOCOLS) {
        const id = await authoredProtocolId(p.titleEn);
        const res = await get(`/${lang}/bpdetail?id=${id}&type=bp`);
        expect(res.status, p.slug).toBe(200);
        const html = await res.text();
        expect(html, p.slug).toContain("application/ld+json");
        const strings = bodyStrings(p);
        expect(strings.length, p.slug).toBeGreaterThan(10);
        const leaked = strings.filter((s) => html.includes(s));
        expect(leaked, `${p.slug} (${lang})`).toEqual([]);
      }
    });
  }

  it("a signed-in reader still gets the materials, equipment and steps, in the page and its JSON-LD", async () => {
    const p = AUTHORED_PROTOCOLS.find((x) => x.slug === "rt-qpcr")!;
    const id = await authoredProtocolId(p.titleEn);
    const html = await page(`/en/bpdetail?id=${id}&type=bp`, { Cookie: reader });
    const strings = bodyStrings(p);
    expect(strings.filter((s) => !html.includes(s))).toEqual([]);
    const ldText = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
    const ld = JSON.parse(ldText!) as Record<string, unknown[]>;
    expect(ld.reagentUsed!.length).toBeGreaterThan(0);
    expect(ld.labEquipmentUsed!.length).toBeGreaterThan(0);
    expect(ld.step!.length).toBeGreaterThan(0);
  });
});

describe("protocol page: bad links (SPEC §2.2)", () => {
  it("a missing or non-numeric id is a parameter error; an unknown id is not found", async () => {
    for (const url of ["/en/bpdetail", "/en/bpdetail?id=abc", "/en/bpdetail?id=12x&type=bp", "/en/bpdetail?id=1001&type=other"]) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      const html = await res.text();
      expect(h1Texts(html), url).toEqual(["Sorry, parameter error."]);
      expect(hrefOfLink(html, "Return to Homepage"), url).toBe("/en");
    }
    const unknown = await get("/en/bpdetail?id=99999999&type=bp");
    expect(unknown.status).toBe(404);
    expect(h1Texts(await unknown.text())).toEqual(["Sorry, this content isn't available right now."]);
    expect(h1Texts(await (await get("/cn/bpdetail?id=abc")).text())).toEqual(["抱歉，参数错误。"]);
  });

  it("a preprint is marked not peer reviewed and links its journal version; a wrong type is corrected", async () => {
    const preprint = await site.db
      .selectFrom("protocols")
      .select(["id", "journal_version_id"])
      .where("kind", "=", "bpp")
      .where("journal_version_id", "is not", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const wrong = await get(`/en/bpdetail?id=${preprint.id}&type=bp`);
    expect(wrong.status).toBe(301);
    expect(wrong.headers.get("location")).toBe(`/en/bpdetail?id=${preprint.id}&type=bpp`);
    const html = await page(`/en/bpdetail?id=${preprint.id}&type=bpp`);
    expect(textOfOne(html, "protocol__badges")).toContain("Not peer reviewed");
    expect(hrefOfLink(html, "Read the peer-reviewed version published in the journal")).toBe(`/en/bpdetail?id=${preprint.journal_version_id}&type=bp`);
  });
});

describe("articles in press (SPEC §4)", () => {
  it("an in-press protocol is marked; once published in an issue its old link shows the published article", async () => {
    // The newest protocol in press: the top of /press.
    const { id } = await site.db
      .selectFrom("protocols")
      .select("id")
      .where("status", "=", "in_press")
      .orderBy("online_on", "desc")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const [issue] = await listRecentIssues(site.db, 1);
    const link = `/en/bpdetail?id=${id}&type=bp`;
    expect(textOfOne(await page(link), "protocol__badges")).toContain("In press");
    expect(itemLinks(await page("/en/press"), link)).toBe(1);

    await site.db.updateTable("protocols").set({ status: "published", issue_id: issue!.id, published_on: issue!.publishedOn }).where("id", "=", id).execute();

    const published = await page(link);
    expect(textOfOne(published, "protocol__badges")).not.toContain("In press");
    expect(hrefOfLink(published, `Published in Vol ${issue!.volume}, Iss ${issue!.number}`)).toBe(`/en/archive?issue=${issue!.id}`);
    expect(itemLinks(await page("/en/press"), link)).toBe(0);
    expect(itemLinks(await page(`/en/archive?issue=${issue!.id}`), link)).toBe(1);
  });
});

describe("what a reader's page asks for before its first paint (ADR 0138, 0153)", () => {
  it.each(["/en", "/cn", "/en/bpdetail?id=1001&type=bp", "/cn/searchlist?content=protein"])(
    "%s: one stylesheet, and its code held back until the page has painted",
    async (url) => {
      const html = await page(url);
      const head = html.slice(0, html.indexOf("</head>"));
      const stylesheets = elements(head, 'link[rel="stylesheet"]');
      expect(stylesheets.map((l) => l.attr("href"))).toEqual([expect.stringMatching(/^\/assets\/app-[\w-]+\.css$/)]);
      expect(elements(html, 'link[rel="modulepreload"]')).toHaveLength(0);
      const held = elements(head, `link[${HELD_PRELOAD_ATTRIBUTE}="modulepreload"]`);
      expect(held.length).toBeGreaterThan(5);
      for (const link of held) expect(link.attr("href")).toMatch(/^\/assets\/[\w.-]+\.js$/);
      expect(elements(html, 'script[type="module"]')).toHaveLength(0);
      const code = elements(html, `script[type="${HELD_SCRIPT_TYPE}"]`);
      expect(code).toHaveLength(1);
      expect(code[0]!.html()).toContain('import("/assets/entry.client-');
      expect(elements(html, "script").filter((s) => s.html() === RELEASE_PAGE_CODE)).toHaveLength(1);
    },
  );

  it("KaTeX's stylesheet comes, in the head, only with a page that shows an equation", async () => {
    const katex = /^\/assets\/katex\.min-[\w-]+\.css$/;
    const stylesheets = (html: string) =>
      elements(html.slice(0, html.indexOf("</head>")), 'link[rel="stylesheet"]').map((l) => l.attr("href"));
    const qpcr = `/en/bpdetail?id=${await authoredProtocolId("Two-step RT-qPCR with SYBR Green")}&type=bp`;
    const blot = `/en/bpdetail?id=${await authoredProtocolId("Western Blot Analysis of Whole-cell Lysates")}&type=bp`;
    const withEquations = await page(qpcr, { Cookie: reader });
    expect(byClass(withEquations, "pbody-equation").length).toBeGreaterThan(0);
    expect(stylesheets(withEquations)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/app-/), expect.stringMatching(katex)]),
    );
    expect(stylesheets(withEquations)).toHaveLength(2);
    expect(elements(withEquations, 'body link[rel="stylesheet"]')).toHaveLength(0);
    // A visitor sees no full text, so no equation; nor does a protocol without one.
    expect(stylesheets(await page(qpcr)).some((href) => katex.test(href ?? ""))).toBe(false);
    expect(stylesheets(await page(blot, { Cookie: reader })).some((href) => katex.test(href ?? ""))).toBe(false);
  });
});
