/**
 * Builds the production bundle unless build/ is newer than every source it is made from,
 * so a second `npm start` starts in seconds.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const stamp = path.join(buildDir, ".built");
const SOURCES = ["app", "core", "seed", "server", "public", "content", "vite.config.ts", "react-router.config.ts", "package.json", "tsconfig.json"];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), s.mtimeMs);
}

const newestSource = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
if (existsSync(stamp) && statSync(stamp).mtimeMs >= newestSource) {
  console.log("build is up to date");
} else {
  // Always the production bundle: the test runner's NODE_ENV=test would otherwise give React's development build
  // to the very bundle the HTTP and browser tests serve (ADR 0117).
  execSync("npx react-router build", { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  writeFileSync(stamp, new Date().toISOString());
}
