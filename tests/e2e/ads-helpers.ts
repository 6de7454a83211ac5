import { randomUUID } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { openDatabase, type Db } from "@core/db/client";
import { e2eDatabasePath } from "./fixtures";

/** A real browser's user agent: the server does not count bots, and headless Chromium says "HeadlessChrome". */
export const READER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36";

/**
 * A second host name the browser maps to the server: the e2e server lists it in FE_REPORT_SKIP_HOSTS
 * (playwright.config.ts), so pages opened there stand for a local or test host, whose errors are never reported.
 * The configured origin (127.0.0.1, ADR 0080) is the host that reports: only it passes the same-site check.
 */
export const SKIP_LISTED_HOST = "journal-e2e.test";
export const HOST_RESOLVER_ARG = `--host-resolver-rules=MAP ${SKIP_LISTED_HOST} 127.0.0.1`;

/** Gives the browser a known `uuid` cookie, so this test's rows can be told from the others'. */
export async function withBrowserId(context: BrowserContext, baseURL: string, hosts: string[] = []): Promise<string> {
  const uuid = randomUUID();
  const urls = [baseURL, ...hosts.map((h) => baseURL.replace("127.0.0.1", h))];
  await context.addCookies(urls.map((url) => ({ name: "uuid", value: uuid, url })));
  return uuid;
}

/**
 * Accepts the cookie notice up front: it is fixed at the bottom of the window until accepted and would cover
 * the bottom ad (which is the point of a notice, not what these tests are about).
 */
export async function acceptCookieNotice(context: BrowserContext, baseURL: string): Promise<void> {
  const urls = [baseURL, baseURL.replace("127.0.0.1", SKIP_LISTED_HOST)];
  await context.addCookies(urls.map((url) => ({ name: "gotcookienotice", value: "1", url })));
}

/** Runs `fn` on the database of the server under test. */
export async function inDatabase<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const handle = openDatabase(e2eDatabasePath());
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}
