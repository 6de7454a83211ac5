/**
 * npm run screenshots -- [--url http://127.0.0.1:3000] [--out docs/screenshots] [--paths /en,/cn]
 * Saves full-page PNGs of pages at desktop (1280 px) and mobile (375 px) widths, for review and the docs.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { findChromium } from "../tests/e2e/chromium-path";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    out: { type: "string", default: "docs/screenshots" },
    paths: { type: "string", default: "/en,/cn" },
    full: { type: "boolean", default: true },
  },
});
mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch({
  executablePath: await findChromium(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});
for (const [label, width, height] of [
  ["desktop", 1280, 900],
  ["mobile", 375, 740],
] as const) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  await context.addCookies([{ name: "gotcookienotice", value: "1", url: values.url }]);
  const page = await context.newPage();
  for (const p of values.paths.split(",")) {
    await page.goto(values.url + p, { waitUntil: "networkidle" });
    // Scroll through once so lazy images load, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    const name = `${p.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-") || "root"}-${label}.png`;
    await page.screenshot({ path: path.join(values.out, name), fullPage: values.full });
    console.log(path.join(values.out, name));
  }
  await context.close();
}
await browser.close();
