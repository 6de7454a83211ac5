import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 16 §1 (memory), on the production build (BUILD_DIR, made by build-once.ts). The server runs under tsx,
 * whose loader rewrites every ES module holding a dynamic import() and appends a source map of it: for the 2 MB
 * server build that cost each server process ~155 MB of resident memory and 22 MB of heap, for code that only
 * the browser runs (the page's language chunk, the user-agent parser). Such imports are guarded with
 * `import.meta.env.SSR`, which the server build drops.
 */
const buildDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build");

/** The JavaScript files of React Router's server build and of the compiled server (ADR 0127). */
function serverFiles(): string[] {
  return ["server", "node"].flatMap((dir) =>
    readdirSync(path.join(buildDir, dir), { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".js"))
      .map((name) => path.join(buildDir, dir, name)),
  );
}

describe("the server's build", () => {
  it("holds no dynamic import()", () => {
    const code = readFileSync(path.join(buildDir, "server/index.js"), "utf8");
    const dynamicImports = [...code.matchAll(/\bimport\s*\(\s*[^)]{0,80}/g)].map((m) => m[0]);
    expect(dynamicImports).toEqual([]);
  });

  // ADR 0147: sharp (~17 MB of a process) and PDFKit (~9 MB) are required when an image or a PDF is made, and the
  // PostgreSQL driver and pg-boss (~6 MB) on PostgreSQL only, so a process serving pages on SQLite never loads them;
  // jieba's dictionary (~40 MB, ADR 0149) is built on the first Chinese query.
  it("imports neither sharp, PDFKit, jieba nor the PostgreSQL libraries when a module loads", () => {
    const files = serverFiles();
    expect(files.length).toBeGreaterThan(3);
    const eager = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/^import\s[^;]*?\bfrom\s*["'](sharp|pdfkit|pg|pg-boss|@node-rs\/jieba)["']/gm)].map(
        (m) => `${path.relative(buildDir, file)}: ${m[1]}`,
      ),
    );
    expect(eager).toEqual([]);
  });
});
