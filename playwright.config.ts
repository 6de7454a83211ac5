import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./tests/e2e/chromium-path";

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Each run gets a fresh demo journal in its own file (E2E_DATABASE_URL lets parallel runs apart). */
const E2E_DB = process.env.E2E_DATABASE_URL ?? "data/e2e.sqlite";
const executablePath = await findChromium();

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
    { name: "mobile", use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 740 }, isMobile: false, hasTouch: true } },
  ],
  webServer: {
    command: `rm -f ${E2E_DB} ${E2E_DB}-wal ${E2E_DB}-shm && tsx scripts/ensure-build.ts && exec node --import tsx server/main.ts`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 600_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: E2E_DB,
      LOG_LEVEL: "warn",
    },
  },
});
