/**
 * `npm run bench:js`: the gzipped JavaScript of the budgeted pages in both languages (docs/benchmarks.md), and the
 * bytes the server sends a browser that takes brotli (the build's `.br` files, ADR 0139).
 */
import path from "node:path";
import { LANGUAGES } from "@core/config/constants";
import { PAGE_JAVASCRIPT_CEILING_BYTES } from "./page-javascript-ceiling";
import { BUDGET_PAGES, pageJavaScript } from "./page-javascript";

const buildDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build");
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(`| page | language | files | gzip kB | brotli kB (sent) | largest files (gzip kB) |\n| --- | --- | ---: | ---: | ---: | --- |`);
for (const page of BUDGET_PAGES) {
  for (const lang of LANGUAGES) {
    const files = await pageJavaScript(buildDir, page.route, lang);
    const total = files.reduce((sum, f) => sum + f.gzipBytes, 0);
    const sent = files.reduce((sum, f) => sum + f.brotliBytes, 0);
    const largest = [...files].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 4);
    console.log(
      `| ${page.name} | ${lang} | ${files.length} | ${kb(total)} | ${kb(sent)} | ${largest.map((f) => `${path.basename(f.file).replace(/-[A-Za-z0-9_-]{8,10}\.js$/, "")} ${kb(f.gzipBytes)}`).join(", ")} |`,
    );
  }
}
console.log(`\nCeiling enforced by tests/integration/page-javascript.test.ts: ${kb(PAGE_JAVASCRIPT_CEILING_BYTES)} kB per page.`);
