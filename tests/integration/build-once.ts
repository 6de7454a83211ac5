import { execSync } from "node:child_process";
import path from "node:path";

/**
 * Vitest global setup: brings the production build in BUILD_DIR up to date once, before any test file runs.
 * Test files that start the real server (http-server.ts) run in parallel workers; each building on its own
 * would race on the same directory.
 */
export default function buildOnce(): void {
  const root = path.resolve(import.meta.dirname, "../..");
  execSync("npx tsx scripts/ensure-build.ts", { cwd: root, stdio: "inherit", env: process.env });
}
