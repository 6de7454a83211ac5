import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type RunningSite } from "./http-server";

/**
 * The search page as a reader meets it (issue 18, ADR 0114): it says when it also searched synonyms or the
 * other language and offers the words as typed; it offers a spelling for a search with no results; the
 * organism filter names each organism once, by both names; the other forms found are marked.
 */

let site: RunningSite;
beforeAll(async () => {
  site = await startSite({ seed: { protocols: 300, today: "2026-11-01" } });
});
afterAll(() => site?.stop());

async function page(path: string): Promise<string> {
  const res = await fetch(`${site.origin}${path}`);
  expect(res.status).toBe(200);
  return res.text();
}

function decode(html: string): string {
  return html.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'");
}

describe("the search page's query help", () => {
  it("says it also searched the other language, and searches the words as typed on request (cn)", async () => {
    const html = await page(`/cn/searchlist?content=${encodeURIComponent("离心")}`);
    expect(html).toContain("已同时检索检索词的同义词及对应的英文术语。");
    const off = /<a href="([^"]*synonyms=off[^"]*)"[^>]*>仅检索输入的词<\/a>/.exec(decode(html));
    expect(off).not.toBeNull();
    const typed = await page(off![1]!);
    expect(typed).toContain("仅检索了输入的词。");
    expect(typed).toContain("同时检索同义词和对应译名");
    expect(typed).not.toContain("已同时检索");
  });

  it("says so in English, and marks the other forms it found", async () => {
    const html = await page("/en/searchlist?content=immunoblot");
    expect(html).toMatch(/Also searched: synonyms of your words( and their Chinese terms)?\./);
    expect(html).toContain("Search only the words as typed");
    // The Western blot protocol's title has none of the typed words: its other form is marked.
    expect(html).toMatch(/<mark>Western<\/mark> <mark>Blot<\/mark> Analysis of Whole-cell Lysates/);
  });

  it("offers a spelling from the journal's words when nothing is found", async () => {
    const html = decode(await page("/en/searchlist?content=westren%20blott"));
    expect(html).toContain("Did you mean:");
    expect(html).toMatch(/href="\/en\/searchlist\?content=western\+blot"[^>]*>western blot<\/a>/);
    const cn = decode(await page(`/cn/searchlist?content=${encodeURIComponent("immunoflourescence")}`));
    expect(cn).toContain("您要找的是不是：");
    expect(cn).toContain(">immunofluorescence</a>");
  });

  it("keeps the words as typed through the sort and filter forms", async () => {
    const html = decode(await page("/en/searchlist?content=mouse&synonyms=off"));
    expect(html).toContain('<input type="hidden" name="synonyms" value="off"/>');
  });

  it("names each organism once by its common and scientific names", async () => {
    expect(await page("/en/searchlist?content=neurons")).toContain(">Mouse (Mus musculus)</option>");
    expect(await page(`/cn/searchlist?content=${encodeURIComponent("神经元")}`)).toContain(">小鼠（Mus musculus）</option>");
  });

  it("finds the protocols filed under an organism by its common name in either language", async () => {
    const mouse = await site.db
      .selectFrom("protocol_organisms")
      .innerJoin("organisms", "organisms.id", "protocol_organisms.organism_id")
      .innerJoin("protocols", "protocols.id", "protocol_organisms.protocol_id")
      .select(["protocols.title_en"])
      .where("organisms.name_en", "=", "Mus musculus")
      .where("protocols.status", "=", "published")
      .execute();
    expect(mouse.length).toBeGreaterThan(0);
    const typedOnly = decode(await page("/en/searchlist?content=mouse&synonyms=off&sort=date"));
    const expanded = decode(await page("/en/searchlist?content=mouse&sort=date"));
    const count = (html: string) => Number(/(\d+) results?/.exec(html)?.[1] ?? 0);
    expect(count(expanded)).toBeGreaterThan(count(typedOnly));
  });
});
