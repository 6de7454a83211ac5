import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import htmlMetadata from "html-metadata";
import { Cite } from "@citation-js/core";
import "@citation-js/plugin-ris";
import "@citation-js/plugin-bibtex";
import { gotoHydrated } from "./fixtures";
import { authoredProtocolId, withE2eDb } from "./reading-db";

interface Highwire {
  [key: string]: string | string[] | undefined;
}

const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

test.describe("metadata for indexers (Highwire, Dublin Core, Open Graph, JSON-LD)", () => {
  test("the protocol page's head carries the citation tags a metadata parser reads", async ({ request, baseURL }) => {
    const id = await authoredProtocolId("Western Blot Analysis of Whole-cell Lysates");
    const expected = await withE2eDb(async (db) => {
      const p = await db
        .selectFrom("protocols")
        .innerJoin("issues", "issues.id", "protocols.issue_id")
        .innerJoin("volumes", "volumes.id", "issues.volume_id")
        .select(["protocols.doi", "protocols.elocation", "issues.number", "issues.published_on", "volumes.number as volume"])
        .where("protocols.id", "=", id)
        .executeTakeFirstOrThrow();
      const body = await db.selectFrom("protocol_bodies").select("body").where("protocol_id", "=", id).where("lang", "=", "en").executeTakeFirstOrThrow();
      return { ...p, references: (JSON.parse(body.body) as { references: unknown[] }).references.length };
    });
    const response = await request.get(`/en/bpdetail?id=${id}&type=bp`);
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));
    // The tags are in <head> (React hoists them); the JSON-LD data block sits in the page (not executed).
    expect(head).toContain('<meta name="citation_title"');
    expect(head).toContain('<meta name="DC.title"');
    expect(head).toContain('<meta property="og:title"');
    expect(head).toContain('<meta name="twitter:card"');
    expect(html).toContain('<script type="application/ld+json"');

    const meta = (await htmlMetadata.loadFromString(html)) as { highwirePress: Highwire; dublinCore: Highwire; openGraph: Record<string, unknown>; twitter: Record<string, unknown>; jsonLd: Record<string, unknown> };
    const hw = meta.highwirePress;
    expect(hw.title).toBe("Western Blot Analysis of Whole-cell Lysates: SDS-PAGE, Wet Transfer to PVDF and Enhanced Chemiluminescence Detection");
    // "Family, Given", the one form of names in every citation format (ADR 0094).
    expect(list(hw.author)).toEqual(["Lin, Xiaowen", "Whitcombe, Daniel R.", "Zhou, Haoran", "Chen, Yuqing"]);
    expect(list(hw.author_institution).length).toBeGreaterThanOrEqual(4);
    expect(list(hw.author_institution)).toContain("Protein Analysis Core Facility, Northbridge Institute for Biomedical Research, Leeds, United Kingdom");
    expect(hw.publication_date).toBe(expected.published_on.replaceAll("-", "/"));
    expect(hw.journal_title).toBe("Open Protocols in Life Science");
    expect(hw.issn).toBe("2998-1239");
    expect(hw.volume).toBe(String(expected.volume));
    expect(hw.issue).toBe(String(expected.number));
    expect(hw.firstpage).toBe(expected.elocation);
    expect(hw.doi).toBe(expected.doi);
    expect(hw.abstract_html_url).toBe(`${baseURL}/en/bpdetail?id=${id}&type=bp`);
    expect(new URL(String(hw.pdf_url)).host).toBe(new URL(baseURL!).host);
    expect(hw.pdf_url).toBe(`${baseURL}/en/bpdetail/pdf?id=${id}&type=bp`);
    expect(hw.language).toBe("en");
    expect(list(hw.keywords)).toContain("Western blot");
    expect(list(hw.reference)).toHaveLength(expected.references);

    // Author institutions follow their author, in order.
    const authorTags = [...head.matchAll(/<meta name="(citation_author|citation_author_institution)" content="([^"]*)"/g)].map((m) => m[1]);
    expect(authorTags[0]).toBe("citation_author");
    expect(authorTags[1]).toBe("citation_author_institution");

    expect(list(meta.dublinCore["DC.creator"] ?? meta.dublinCore.creator)).toHaveLength(4);
    expect(meta.openGraph).toMatchObject({ type: "article", site_name: "Open Protocols in Life Science" });
    expect(meta.twitter).toHaveProperty("card");

    const ld = meta.jsonLd as Record<string, unknown>;
    // A visitor's JSON-LD is a ScholarlyArticle; the LabProtocol part needs the full text (ADR 0094).
    expect(ld["@type"]).toEqual(["ScholarlyArticle"]);
    expect(ld).toMatchObject({
      isPartOf: {
        "@type": "PublicationIssue",
        issueNumber: String(expected.number),
        isPartOf: { "@type": "PublicationVolume", volumeNumber: String(expected.volume), isPartOf: { "@type": "Periodical", issn: "2998-1239" } },
      },
    });
    // A visitor's JSON-LD carries nothing of the body (SPEC §1, §6; ADR 0084): no materials, equipment or
    // procedure. Signed-in readers get them (tests/integration/reading-protocol-http.test.ts).
    expect(ld.reagentUsed).toBeUndefined();
    expect(ld.labEquipmentUsed).toBeUndefined();
    expect(ld.step).toBeUndefined();
    expect(JSON.stringify(ld)).not.toContain("Incubate on ice for 20 min");

    // A visitor's page is the same for every visitor (ADR 0145): no nonce, its inline blocks named by their hashes.
    const csp = response.headers()["content-security-policy"] ?? "";
    expect(csp).not.toContain("'nonce-");
    const ldText = /<script type="application\/ld\+json" nonce="">([^<]*)<\/script>/.exec(html)?.[1] ?? "";
    expect(csp).toContain(`'sha256-${createHash("sha256").update(ldText).digest("base64")}'`);

    // Canonical URL and the other language.
    expect(head).toContain(`<link rel="canonical" href="${baseURL}/en/bpdetail?id=${id}&amp;type=bp"`);
    expect(head.toLowerCase()).toContain(`hreflang="zh-cn" href="${baseURL}/cn/bpdetail?id=${id}&amp;type=bp"`.toLowerCase());
  });

  test("RIS and BibTeX downloads import cleanly; Chinese pages also give GB/T 7714", async ({ page, request }) => {
    const id = await authoredProtocolId("Western Blot Analysis of Whole-cell Lysates");
    const ris = await request.get(`/en/bpdetail/ris?id=${id}&type=bp`);
    expect(ris.status()).toBe(200);
    expect(ris.headers()["content-disposition"]).toMatch(/^attachment; filename="opls-e\d+\.ris"$/);
    const [fromRis] = new Cite(await ris.text()).data as Record<string, unknown>[];
    expect(fromRis).toMatchObject({ type: "article-journal", title: expect.stringMatching(/^Western Blot Analysis/), "container-title": "Open Protocols in Life Science" });
    expect((fromRis!.author as { family: string }[]).map((a) => a.family)).toEqual(["Lin", "Whitcombe", "Zhou", "Chen"]);

    const bib = await request.get(`/en/bpdetail/bib?id=${id}&type=bp`);
    expect(bib.status()).toBe(200);
    const [fromBib] = new Cite(await bib.text()).data as Record<string, unknown>[];
    expect(fromBib).toMatchObject({ type: "article-journal", DOI: expect.stringMatching(/^10\.99999\/opls\.\d+$/) });
    expect(fromBib!.URL).toMatch(/\/en\/bpdetail\?id=\d+&type=bp$/);

    await gotoHydrated(page, `/en/bpdetail?id=${id}&type=bp`);
    const panel = page.locator(".citation-panel");
    await expect(panel.locator(".citation-panel__text").first()).toHaveText(/^Lin, X\., Whitcombe, D\. R\., Zhou, H\. and Chen, Y\. \(\d{4}\)\. Western Blot Analysis/);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await panel.getByRole("button", { name: "Copy link" }).click();
    await expect(panel.getByRole("status")).toHaveText("Link copied successfully.");
    await panel.getByRole("button", { name: "Copy", exact: true }).click();
    await expect(panel.getByRole("status")).toHaveText("Citation copied.");

    await page.goto(`/cn/bpdetail?id=${id}&type=bp`);
    await expect(page.locator(".citation-panel")).toContainText("林晓雯, WHITCOMBE D R, 周浩然, 等. 全细胞裂解液的蛋白质印迹分析");
  });
});
