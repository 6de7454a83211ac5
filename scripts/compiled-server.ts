/**
 * The compiled server (ADR 0127): server/, core/, seed/ and the parts of app/ the server imports, bundled by esbuild
 * into `${BUILD_DIR}/node/`, so production runs plain Node rather than tsx (issue 16 §1). Packages stay in
 * node_modules, found from the bundle's folder as from React Router's build beside it. `npm run dev`, the scripts and
 * the in-process tests keep running the TypeScript through tsx or Vite.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

/** The folder of the compiled server inside BUILD_DIR. */
const SERVER_FOLDER = "node";

/** The file `npm start` runs: `${BUILD_DIR}/node/main.js`, absolute. */
export function compiledServerEntry(buildDir: string = process.env.BUILD_DIR ?? "build"): string {
  return path.resolve(root, buildDir, SERVER_FOLDER, "main.js");
}

/**
 * Builds the compiled server into `${buildDir}/node/`, replacing what was there (chunk names carry hashes).
 * Entries: `main.js` (server/compiled-main.ts, the process's entry), `server.js` (server/main.ts), and the PDF
 * render processes' `render-pdf-worker.js`. Code is split into chunks, so the demo journal's seed code (2.25 MB of
 * the 2.8 MB) is read only by a process that seeds. Source maps are separate files, without the sources: stack
 * traces need only the mappings, and the sources are in the checkout.
 */
export async function buildCompiledServer(buildDir: string = process.env.BUILD_DIR ?? "build"): Promise<void> {
  const outdir = path.dirname(compiledServerEntry(buildDir));
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: {
      main: "server/compiled-main.ts",
      server: "server/main.ts",
      "render-pdf-worker": "core/protocols/export/render-pdf-task.ts",
    },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    packages: "external",
    tsconfig: "tsconfig.json",
    sourcemap: "linked",
    sourcesContent: false,
    logLevel: "warning",
  });
}
