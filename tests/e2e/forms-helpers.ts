import { randomBytes, randomInt } from "node:crypto";
import { closeSync, mkdtempSync, openSync, ftruncateSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { openDatabase, type Db } from "@core/db/client";
import { e2eDatabasePath } from "./fixtures";

export const LANGS = ["en", "cn"] as const;

/** Runs `fn` on the database of the server under test. */
export async function formsDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const handle = openDatabase(e2eDatabasePath());
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * Each test looks like a different visitor to the server: its own address (X-Forwarded-For, trusted from
 * the loopback proxy), so the per-address rate limits of one test never meet another's; and the cookie
 * notice already accepted, so it does not cover the form's buttons.
 */
export async function asNewVisitor(page: Page, context: BrowserContext, baseURL: string): Promise<string> {
  const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
  await context.addCookies([{ name: "gotcookienotice", value: "1", url: baseURL }]);
  return ip;
}

export function uniqueAddress(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.org`;
}

/** The messages queued for `to`, oldest first. */
export function emailsTo(to: string) {
  return formsDb((db) =>
    db.selectFrom("outbox_emails").selectAll().where("to_address", "=", to).orderBy("id").execute(),
  );
}

/** A file of `size` bytes that takes no room on disk (sparse), for the size limit. */
export function sparseFile(name: string, size: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), "opls-e2e-forms-"));
  const file = path.join(dir, name);
  const fd = openSync(file, "w");
  ftruncateSync(fd, size);
  closeSync(fd);
  return file;
}
