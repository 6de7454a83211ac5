import type { BrowserContext, Page } from "@playwright/test";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { openDatabase } from "@core/db/client";
import { createSession } from "@core/users/create-session";
import { AUTH_COOKIE } from "~/lib/session.server";

/** The database of the server under test (see playwright.config.ts). */
export function e2eDatabasePath(): string {
  return path.resolve(import.meta.dirname, "../..", process.env.E2E_DATABASE_URL ?? "data/e2e.sqlite");
}

/**
 * Opens a page and waits until React has hydrated it (the root sets `<html data-hydrated>`), so that the
 * page's event handlers are attached before a test presses keys or moves the pointer.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** Waits until React has hydrated the page now open (after a reload, a form post, a click that loads a page). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export interface TestUser {
  id: number;
  email: string;
  token: string;
}

/**
 * Creates a reader directly in the server's database with a session, and puts the session cookie into
 * `context`: a logged-in browser without going through the sign-in form (which has its own tests).
 */
export async function signInAs(
  context: BrowserContext,
  baseURL: string,
  profile: { fullName?: string; firstName?: string; lastName?: string } = {},
): Promise<TestUser> {
  const handle = openDatabase(e2eDatabasePath());
  try {
    const email = `reader-${randomBytes(6).toString("hex")}@example.org`;
    const user = await handle.db
      .insertInto("users")
      .values({
        email,
        username: email.split("@")[0]!,
        password_hash: "!",
        full_name: profile.fullName ?? "Test Reader",
        first_name: profile.firstName ?? "Test",
        last_name: profile.lastName ?? "Reader",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const token = await createSession(handle.db, user.id);
    await context.addCookies([{ name: AUTH_COOKIE, value: token, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
    return { id: user.id, email, token };
  } finally {
    await handle.close();
  }
}
