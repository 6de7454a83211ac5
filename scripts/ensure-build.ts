/**
 * Builds the production bundle and the compiled server (ADR 0127) unless each is newer than every source it is made
 * from, so a second `npm start` starts in seconds.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildCompiledServer, compiledServerEntry } from "./compiled-server";
import { UPLOADED_IMAGES_PATH } from "@core/images/uploaded-image-names";
import { IMPORTED_FIGURES_PATH } from "@core/import-jats/store-figure-images";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const SOURCES = ["app", "core", "seed", "server", "public", "content", "vite.config.ts", "react-router.config.ts", "package.json", "tsconfig.json"];
/**
 * Folders of `public/` the running server writes to: uploaded images and imported figures (ADR 0105, 0092), which
 * it writes into the built client at the same time. Not sources: counting them rebuilt everything after each image
 * an editor (or a test: the browser tests' server, after Vitest's) uploaded. They are in the repository (empty, with
 * a `.gitkeep`), so that their first file does not change `public/figures` either.
 */
const WRITTEN_AT_RUN_TIME = new Set([UPLOADED_IMAGES_PATH, IMPORTED_FIGURES_PATH].map((p) => path.join(root, "public", p)));

function newestMtime(p: string): number {
  if (!existsSync(p) || WRITTEN_AT_RUN_TIME.has(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), s.mtimeMs);
}

const newestSource = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
const upToDate = (stamp: string, newest = newestSource) => existsSync(stamp) && statSync(stamp).mtimeMs >= newest;

const bundleStamp = path.join(buildDir, ".built");
if (upToDate(bundleStamp)) {
  console.log("build is up to date");
} else {
  // Always the production bundle: the test runner's NODE_ENV=test would otherwise give React's development build
  // to the very bundle the HTTP and browser tests serve (ADR 0117).
  // `npm run build`, the one recipe: React Router's build, then the bundle files compressed (ADR 0139).
  execSync("npm run build --silent", { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  writeFileSync(bundleStamp, new Date().toISOString());
}

// A stamp of its own: React Router's build leaves this folder alone, and a build made before it has none.
const serverStamp = path.join(path.dirname(compiledServerEntry(buildDir)), ".built");
// Its build settings are a source of it too.
if (upToDate(serverStamp, Math.max(newestSource, newestMtime(path.join(root, "scripts/compiled-server.ts"))))) {
  console.log("compiled server is up to date");
} else {
  await buildCompiledServer(buildDir);
  writeFileSync(serverStamp, new Date().toISOString());
  console.log(`compiled server written to ${path.relative(root, path.dirname(serverStamp))}/`);
}
