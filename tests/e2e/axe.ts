import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * The one accessibility check of the browser tests (issue 20 §5): axe-core over the page, or over `scope` (a CSS
 * selector) when a test looks at one part. Legacy mode runs axe in the page itself; the default mode opens an
 * extra blank page per check to merge the results of cross-origin frames, which the site does not have
 * (self-hosted, frame-ancestors 'none'), and that costs more than a second a check here.
 */
export async function expectNoAxeViolations(page: Page, scope?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (scope) builder = builder.include(scope);
  const results = await builder.analyze();
  const found = results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
  expect(found, `axe on ${page.url()}${scope ? ` (${scope})` : ""}`).toEqual([]);
}
