import { defineConfig, devices } from "@playwright/test";
import { findTestChromium } from "./tests/e2e/chromium-path";
import { smtpSinkPorts } from "./tests/e2e/smtp-sink-ports";
import { compiledServerEntry } from "./scripts/compiled-server";

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Each run gets a fresh demo journal in its own file (E2E_DATABASE_URL lets parallel runs apart). */
const E2E_DB = process.env.E2E_DATABASE_URL ?? "data/e2e.sqlite";
const executablePath = await findTestChromium();
/** The run's SMTP server (tests/e2e/smtp-sink.ts): the app sends all its mail there, and tests read it back (ADR 0110). */
const SMTP_SINK = smtpSinkPorts();

/**
 * The phone-width project runs what a reader sees or touches differently under 980 px (issue 20 §5): the specs
 * of the page frame, the home page, ads and the cookie notice, the protocol page, the search boxes and panels,
 * typing before hydration, and the accessibility checks, whole; elsewhere the single tests tagged `@narrow`
 * (filters folded on a phone, the slide-in menu, forms with files, the FAQ and guide controls). The rest
 * (what the server answers or records, editorial work, the same form rules) runs once, at desktop width.
 */
const NARROW_SPECS = [
  "frame",
  "frame-archive-menu",
  "frame-psi-language-switch",
  "home",
  "ads-banners",
  "cookie-notice-and-ad",
  "reading-protocol",
  "reading-bilingual",
  "search-every-box",
  "before-hydration",
  "accessibility",
];
const NARROW_TESTS = [new RegExp(`(^|[\\s/])(${NARROW_SPECS.join("|")})\\.spec\\.ts\\b`), /@narrow\b/];
/**
 * Specs that change what every visitor's page shows while they run (an ad put live in a slot, a news item on the
 * news list): they run last, alone, once the other projects are done, so no test of the public pages ever sees
 * their data half-way.
 */
const SITE_WIDE_SPECS = /(^|[\\/])(editorial-ads|editorial-content)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  /**
   * Limits, not waits (ADR 0136): a test ends as soon as the state it waits for is there, so these only decide how
   * long a broken test takes to fail. They allow for CI's machine at three to five times this one's time (a whole
   * submission was refused for a 6-second test that hit 30 s there): a journey of a dozen pages, a password check
   * (scrypt, 128 MiB), a page's first hydration on a busy machine. One setting for every spec, none of their own.
   */
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    navigationTimeout: 60_000,
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: SITE_WIDE_SPECS,
      // Tests of what only a phone meets (a slow phone typing before hydration) run in the mobile project alone.
      grepInvert: /@phone\b/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
    },
    {
      name: "mobile",
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 740 }, isMobile: false, hasTouch: true },
      grep: NARROW_TESTS,
      testIgnore: SITE_WIDE_SPECS,
    },
    {
      name: "site-wide",
      testMatch: SITE_WIDE_SPECS,
      dependencies: ["desktop", "mobile"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: [
    {
      command: "exec node --import tsx tests/e2e/smtp-sink.ts",
      url: `http://127.0.0.1:${SMTP_SINK.http}/healthz`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: String(SMTP_SINK.smtp), E2E_SMTP_HTTP_PORT: String(SMTP_SINK.http) },
    },
    {
      // What `npm start` runs: the build brought up to date, then the compiled server (ADR 0127).
      command: `rm -f ${E2E_DB} ${E2E_DB}-wal ${E2E_DB}-shm && tsx scripts/ensure-build.ts && exec node "${compiledServerEntry()}"`,
      url: `http://127.0.0.1:${PORT}/healthz`,
      timeout: 600_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATABASE_URL: E2E_DB,
        // The one configured origin (ADR 0080) is the address the tests browse: same-site checks compare with it.
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        // Pages opened under this second name stand for a local or test host whose client errors are not reported
        // (SPEC §7; tests/e2e/ads-helpers.ts SKIP_LISTED_HOST); the configured origin above reports them.
        FE_REPORT_SKIP_HOSTS: "localhost,journal-e2e.test",
        // The tests stand in for a reverse proxy on loopback: each test's X-Forwarded-For (asNewVisitor) is its
        // own client address, so the per-address form limits of one test never meet another's. Without this the
        // server ignores the header (ADR 0080) and every test shares 127.0.0.1's hourly form limits, which the
        // later tests of a run (the mobile project's alerts) then found spent.
        TRUST_PROXY: "loopback",
        LOG_LEVEL: "warn",
        // Mail goes out by real SMTP to the sink above; the outbox table still keeps every message (ADR 0042).
        SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK.smtp}`,
      },
    },
  ],
});
