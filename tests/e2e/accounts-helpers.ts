import { randomBytes } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { openDatabase } from "@core/db/client";
import { LOGIN_ATTEMPTS_PER_PAIR } from "@core/users/account-limits";
import { loginPairBucket } from "@core/users/authenticate-user";
import { hashPassword } from "@core/users/hash-password";
import { issueUserToken } from "@core/users/issue-user-token";
import { e2eDatabasePath } from "./fixtures";

export const PASSWORD = "violet tulips at dawn";

async function withDb<T>(run: (db: ReturnType<typeof openDatabase>["db"]) => Promise<T>): Promise<T> {
  const handle = openDatabase(e2eDatabasePath());
  try {
    return await run(handle.db);
  } finally {
    await handle.close();
  }
}

export function uniqueEmail(prefix = "reader"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.org`;
}

/** A reader with a real password, made directly in the server's database. */
export async function createReader(profile: { fullName?: string; firstName?: string; lastName?: string; password?: string } = {}) {
  const email = uniqueEmail();
  const hash = await hashPassword(profile.password ?? PASSWORD);
  return withDb(async (db) => {
    const row = await db
      .insertInto("users")
      .values({
        email,
        username: email.split("@")[0]!,
        password_hash: hash,
        full_name: profile.fullName ?? "",
        first_name: profile.firstName ?? "Ada",
        last_name: profile.lastName ?? "Lovelace",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id: row.id, email, password: profile.password ?? PASSWORD };
  });
}

/**
 * Puts (address, this machine) where the log-in throttle makes the next guess wait (ADR 0081): the pair's
 * free guesses used up, the latest a minute ahead, so the wait cannot run out during the test.
 */
export function throttleLogInsFor(email: string): Promise<void> {
  const ahead = new Date(Date.now() + 60_000).toISOString();
  return withDb(async (db) => {
    for (const ip of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const bucket = loginPairBucket(email, ip);
      await db.insertInto("rate_limit_hits").values(Array.from({ length: LOGIN_ATTEMPTS_PER_PAIR.limit }, () => ({ bucket, at: ahead }))).execute();
    }
  });
}

export function issueOnceCode(userId: number): Promise<string> {
  return withDb((db) => issueUserToken(db, userId, "once_code"));
}

/** The newest message queued for `to`, as the outbox holds it. */
export function latestEmailTo(to: string) {
  return withDb((db) => db.selectFrom("outbox_emails").selectAll().where("to_address", "=", to).orderBy("id", "desc").executeTakeFirst());
}

export function firstLinkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error("no link in the e-mail");
  return match[0];
}

/** A published journal protocol of the demo journal. */
export function aProtocol(offset = 0) {
  return withDb((db) =>
    db.selectFrom("protocols").select(["id", "title_en"]).where("kind", "=", "bp").where("status", "=", "published").orderBy("id").offset(offset).limit(1).executeTakeFirstOrThrow(),
  );
}

export function favouritesOf(userId: number) {
  return withDb((db) => db.selectFrom("favourites").select("protocol_id").where("user_id", "=", userId).execute());
}

export function questionsOf(userId: number) {
  return withDb((db) => db.selectFrom("questions").select(["id", "title"]).where("user_id", "=", userId).execute());
}

export async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name) ?? null;
}

/** Logs in through the log-in form of `lang`. */
export async function logInWithForm(page: Page, lang: "en" | "cn", email: string, password: string) {
  const labels = lang === "en" ? { email: "E-mail", password: "Password", submit: "Log in" } : { email: "邮箱", password: "密码", submit: "登录" };
  const form = page.locator("form").filter({ has: page.locator('input[name="password"]') });
  await form.getByLabel(labels.email).fill(email);
  await form.getByLabel(labels.password).fill(password);
  await form.getByRole("button", { name: labels.submit, exact: true }).click();
}
