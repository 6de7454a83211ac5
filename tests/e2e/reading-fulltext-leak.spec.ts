import { expect, test } from "@playwright/test";
import { AUTHORED_PROTOCOLS } from "@core/seed/content/protocols";
import type { AuthoredBlock, AuthoredProtocol, AuthoredStep } from "@core/seed/content/types";
import { signInAs } from "./fixtures";
import { authoredProtocolId } from "./reading-db";

/**
 * SPEC §1, §6: nothing of a protocol's body — reagents, suppliers, catalogue numbers, equipment, procedure
 * headings, steps, notes — reaches a visitor's HTML, its JSON-LD or the route data streamed into the page.
 * The HTML fetched here is the whole document, route data (`__reactRouterContext`) included.
 */

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

test.describe("visitors' HTML carries no full text (SPEC §1, §6)", () => {
  // The server's HTML does not depend on the viewport: the desktop project alone runs this spec (playwright.config.ts).
  for (const lang of ["en", "cn"] as const) {
    test(`every hand-written protocol, ${lang}`, async ({ request }) => {
      for (const p of AUTHORED_PROTOCOLS) {
        const id = await authoredProtocolId(p.titleEn);
        const response = await request.get(`/${lang}/bpdetail?id=${id}&type=bp`);
        expect(response.status(), p.slug).toBe(200);
        const html = await response.text();
        expect(html, p.slug).toContain("application/ld+json");
        const strings = bodyStrings(p);
        expect(strings.length, p.slug).toBeGreaterThan(10);
        const leaked = strings.filter((s) => html.includes(s));
        expect(leaked, `${p.slug} (${lang})`).toEqual([]);
      }
    });
  }

  test("a signed-in reader still gets the materials, equipment and steps, in the page and its JSON-LD", async ({ page, context, baseURL }) => {
    const p = AUTHORED_PROTOCOLS.find((x) => x.slug === "rt-qpcr")!;
    await signInAs(context, baseURL!);
    const id = await authoredProtocolId(p.titleEn);
    const response = await context.request.get(`/en/bpdetail?id=${id}&type=bp`);
    const html = await response.text();
    const strings = bodyStrings(p);
    expect(strings.filter((s) => !html.includes(s))).toEqual([]);
    await page.goto(`/en/bpdetail?id=${id}&type=bp`);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as Record<string, unknown[]>;
    expect(ld.reagentUsed!.length).toBeGreaterThan(0);
    expect(ld.labEquipmentUsed!.length).toBeGreaterThan(0);
    expect(ld.step!.length).toBeGreaterThan(0);
  });
});
