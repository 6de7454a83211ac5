import { readFileSync } from "node:fs";
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

describe("the server's build", () => {
  it("holds no dynamic import()", () => {
    const code = readFileSync(path.join(buildDir, "server/index.js"), "utf8");
    const dynamicImports = [...code.matchAll(/\bimport\s*\(\s*[^)]{0,80}/g)].map((m) => m[0]);
    expect(dynamicImports).toEqual([]);
  });
});
