import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { CHUNK_RELOAD_MIN_INTERVAL_MS } from "@core/config/constants";
import { findTestChromium } from "./chromium-path";
import { HOST_RESOLVER_ARG, READER_UA, SKIP_LISTED_HOST, acceptCookieNotice, inDatabase, withBrowserId } from "./ads-helpers";

const executablePath = await findTestChromium();
test.use({
  userAgent: READER_UA,
  launchOptions: {
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", HOST_RESOLVER_ARG],
  },
});

test.beforeEach(async ({ context, baseURL }) => acceptCookieNotice(context, baseURL!));

/** The configured origin, which reports errors (its host is not on the e2e server's skip list). */
const reportingUrl = (baseURL: string, path: string) => `${baseURL}${path}`;
/** The same server under a skip-listed host name (a "local or test host", SPEC §7). */
const skipListedUrl = (baseURL: string, path: string) => `${baseURL.replace("127.0.0.1", SKIP_LISTED_HOST)}${path}`;

async function pointReports(uuid: string) {
  return inDatabase((db) =>
    db
      .selectFrom("tracking_events")
      .select(["point_number", "point_value", "language", "web", "url", "refer_url", "device", "browser", "about_id"])
      .where("browser_uuid", "=", uuid)
      .orderBy("id")
      .execute(),
  );
}

async function errorReports(marker: string) {
  return inDatabase((db) =>
    db.selectFrom("client_error_reports").select(["error_url", "error_msg", "user_agent"]).where("error_msg", "like", `%${marker}%`).execute(),
  );
}

/** Throws, outside any handler, an error and a rejected promise carrying `marker`. */
async function throwUnhandled(page: Page, marker: string) {
  await page.evaluate((m) => {
    setTimeout(() => {
      throw new Error(`thrown ${m}`);
    }, 0);
    void Promise.reject(new Error(`rejected ${m}`));
  }, marker);
}

test("a point report is sent for every page view, and for tracked clicks", async ({ page, context, baseURL }) => {
  const uuid = await withBrowserId(context, baseURL!);
  await page.goto("/en/archive");
  await expect.poll(async () => (await pointReports(uuid)).length).toBe(1);
  const [first] = await pointReports(uuid);
  expect(first).toMatchObject({ point_number: 1001, point_value: '{"path":"/en/archive"}', language: "en", web: 1, url: `${baseURL}/en/archive`, about_id: null });
  expect(JSON.parse(first!.browser)).toEqual({ name: "Chrome", version: "138.0.0.0" });
  const device = JSON.parse(first!.device);
  expect(device).toMatchObject({ os_system: "Linux", os_type: "desktop" });
  expect(device.os_resolution).toMatch(/^\d+x\d+$/);

  // A client-side navigation is a page view too, referred by the previous page.
  await page.locator(".site-footer").getByRole("link", { name: "FAQs" }).click();
  await expect.poll(async () => (await pointReports(uuid)).length).toBe(2);
  expect((await pointReports(uuid))[1]).toMatchObject({ point_number: 1001, point_value: '{"path":"/en/faqs"}', refer_url: `${baseURL}/en/archive` });

  // Elements marked data-track report their clicks (here: the ad, point 1005, which leads to /en/sap). The
  // page it leads to is a page view of its own; the two reports travel side by side, in either order.
  await page.locator(".bottom-ad").getByRole("link").click();
  await expect(page).toHaveURL(/\/en\/sap#sponsors$/);
  const described = async () => (await pointReports(uuid)).map((r) => `${r.point_number} ${r.point_value}`).sort();
  await expect
    .poll(described)
    .toEqual([
      '1001 {"path":"/en/archive"}',
      '1001 {"path":"/en/faqs"}',
      '1001 {"path":"/en/sap"}',
      '1005 {"display_number":107,"slot":"bottom"}',
    ]);
});

test("an unhandled error or rejection is reported silently", async ({ page, baseURL }) => {
  const marker = `e2e-${randomUUID()}`;
  await page.goto(reportingUrl(baseURL!, "/en/archive"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForFunction(() => document.querySelector(".bottom-ad [data-ready='true']"));
  await throwUnhandled(page, marker);
  await expect.poll(async () => (await errorReports(marker)).map((r) => r.error_msg.split("\n")[0]).sort()).toEqual([
    `Error: rejected ${marker}`,
    `Error: thrown ${marker}`,
  ]);
  const [report] = await errorReports(marker);
  expect(report!.error_url).toBe(reportingUrl(baseURL!, "/en/archive"));
  expect(report!.user_agent).toBe(READER_UA);
  // The same message again is not sent again.
  await throwUnhandled(page, marker);
  await page.evaluate(() => fetch("/healthz"));
  expect((await errorReports(marker)).length).toBe(2);
});

test("no error reports from skip-listed hosts or e-mail campaign visits", async ({ page, baseURL }) => {
  const marker = `e2e-${randomUUID()}`;
  const reports: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/v1/journal/common/feReport")) reports.push(r.url());
  });
  const ready = () => page.waitForFunction(() => document.querySelector("[data-ready='true']"));

  // A host on FE_REPORT_SKIP_HOSTS.
  await page.goto(skipListedUrl(baseURL!, "/en/archive"));
  await ready();
  await throwUnhandled(page, `${marker}-local`);
  // A visit that lands from an alerts e-mail, and the next page of that visit.
  await page.goto(reportingUrl(baseURL!, "/en/archive?utm_source=alerts&utm_medium=email"));
  await ready();
  await throwUnhandled(page, `${marker}-campaign`);
  await page.locator(".site-footer").getByRole("link", { name: "FAQs" }).click();
  await expect(page).toHaveURL(/\/en\/faqs$/);
  await throwUnhandled(page, `${marker}-campaign-next`);
  await page.evaluate(() => fetch("/healthz"));

  // A new tab (a new visit) on the reporting host, without the campaign, does report: the above were skipped.
  expect(reports).toEqual([]);
  const fresh = await page.context().newPage();
  await fresh.goto(reportingUrl(baseURL!, "/en/archive"));
  await fresh.waitForFunction(() => document.querySelector("[data-ready='true']"));
  await throwUnhandled(fresh, `${marker}-control`);
  await expect.poll(async () => (await errorReports(`${marker}-control`)).length).toBe(2);
  expect(await errorReports(`${marker}-local`)).toEqual([]);
  expect(await errorReports(`${marker}-campaign`)).toEqual([]);
  expect(await errorReports(`${marker}-campaign-next`)).toEqual([]);
});

test("a chunk that fails to load reloads the page, at most once per minute", async ({ page, baseURL }) => {
  const marker = `e2e-${randomUUID()}`;
  await page.clock.install();
  await page.goto(reportingUrl(baseURL!, "/en/archive"));
  await page.waitForFunction(() => document.querySelector("[data-ready='true']"));
  const failChunk = (n: number) =>
    page.evaluate(([m, i]) => {
      (window as unknown as { marker: string }).marker = m;
      void import(/* @vite-ignore */ `/assets/missing-${m}-${i}.js`);
    }, [marker, String(n)] as const);
  const stillSamePage = () => page.evaluate((m) => (window as unknown as { marker?: string }).marker === m, marker);

  // First failure: a full reload.
  let reloaded = page.waitForEvent("load");
  await failChunk(1);
  await reloaded;
  await page.waitForFunction(() => document.querySelector("[data-ready='true']"));
  expect(await stillSamePage()).toBe(false);

  // Another failure within the minute: no reload; it is reported instead.
  await failChunk(2);
  await expect.poll(async () => (await errorReports(`missing-${marker}-2`)).length).toBe(1);
  expect(await stillSamePage()).toBe(true);

  // A minute later: reload again.
  await page.clock.fastForward(CHUNK_RELOAD_MIN_INTERVAL_MS + 1000);
  reloaded = page.waitForEvent("load");
  await failChunk(3);
  await reloaded;
  expect(await stillSamePage()).toBe(false);
});
