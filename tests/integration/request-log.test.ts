import pino from "pino";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { registerUser } from "@core/users/register-user";
import type { Logger } from "../../server/logger";
import { loggedUrl } from "../../server/request-log";
import { startSite, type RunningSite } from "./http-server";

interface LogLine {
  req?: { method?: string; url?: string; remoteAddress?: string; userAgent?: string };
  res?: { statusCode?: number };
}

/** ADR 0146: one line a response, and no session token, credential or link secret in it. */
describe("the request log", () => {
  let site: RunningSite;
  const raw: string[] = [];
  const lines = () => raw.map((line) => JSON.parse(line) as LogLine);
  beforeAll(async () => {
    const logger = pino({ level: "info" }, { write: (line: string) => raw.push(line) }) as unknown as Logger;
    site = await startSite({ logger });
  });
  afterAll(async () => site?.stop());

  const logged = (url: string) => vi.waitFor(() => lines().find((line) => line.req?.url === url) ?? Promise.reject(new Error(`no line for ${url}`)));

  it("says what was asked, by whom and how it ended, without the request's cookies or credentials", async () => {
    const response = await fetch(`${site.origin}/en/faqs`, {
      headers: { Cookie: "auth-token=cookie-secret-1; uuid=u", Authorization: "Bearer header-secret-2", "User-Agent": "log-test/1.0" },
    });
    await response.text();
    const line = await logged("/en/faqs");
    expect(line.req).toEqual({ id: expect.anything(), method: "GET", url: "/en/faqs", remoteAddress: "127.0.0.1", userAgent: "log-test/1.0" });
    expect(line.res).toEqual({ statusCode: 200 });
    expect(raw.join("\n")).not.toMatch(/cookie-secret-1|header-secret-2/);
    // Health checks come every few seconds from a balancer: not logged.
    await (await fetch(`${site.origin}/healthz`)).text();
    await (await fetch(`${site.origin}/en/news`)).text();
    await logged("/en/news");
    expect(lines().filter((line) => line.req?.url === "/healthz")).toEqual([]);
  });

  it("writes a link's secret as [redacted], and a sign-in's new session not at all", async () => {
    await (await fetch(`${site.origin}/en/reset-password?token=reset-secret-3&lang=en`)).text();
    await logged("/en/reset-password?token=[redacted]&lang=en");

    const email = "log.test@example.org";
    const password = "amber lanterns over harbour";
    const account = await registerUser(site.db, { email, password, full_name: "", first_name: "Lo", last_name: "Gline", terms: "on" }, "en", null);
    if (!account.ok) throw new Error(account.problem);
    const body = new URLSearchParams({ intent: "password", email, password, redirect: "/en" });
    const login = await fetch(`${site.origin}/en/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: site.origin },
      body,
    });
    const session = /auth-token=([^;]+)/.exec(login.headers.get("set-cookie") ?? "")?.[1];
    expect(session).toBeTruthy();
    expect((await logged("/en/login")).res?.statusCode).toBe(login.status);
    expect(raw.join("\n")).not.toContain("reset-secret-3");
    expect(raw.join("\n")).not.toContain(session!);
  });

  it("logs a page's unexpected error as one line, its link secret redacted; a POST to a page without a form is no error", async () => {
    const consoleError = vi.spyOn(console, "error");
    try {
      for (const [lang, text] of [
        ["en", "This page does not take form submissions."],
        ["cn", "此页面不接受表单提交。"],
      ] as const) {
        const refused = await fetch(`${site.origin}/${lang}/news`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: site.origin },
          body: "title=x",
        });
        expect(refused.status).toBe(405);
        expect(await refused.text()).toContain(`<h1 class="error-page__message">${text}</h1>`);
      }
      // A loader that fails: its table is away for one request.
      await sql`alter table news rename to news_away`.execute(site.db);
      try {
        const failed = await fetch(`${site.origin}/en/news?token=error-secret-4`);
        expect(failed.status).toBe(500);
        await failed.text();
      } finally {
        await sql`alter table news_away rename to news`.execute(site.db);
      }
      const pageErrors = () =>
        raw.map((line) => JSON.parse(line) as { msg?: string }).filter((line) => line.msg === "page error");
      await vi.waitFor(() => expect(pageErrors()).toHaveLength(1));
      expect(pageErrors()[0]).toMatchObject({ level: 50, url: "/en/news?token=[redacted]", err: { message: expect.stringMatching(/news/) } });
      expect(raw.join("\n")).not.toContain("error-secret-4");
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
  });

  it("redacts every secret parameter however its name is written, and leaves other URLs as they are", () => {
    expect(loggedUrl("/en/forms/submission?code=INV-1&x=1")).toBe("/en/forms/submission?code=[redacted]&x=1");
    expect(loggedUrl("/en/questions/answer?TOKEN=a&t%6Fken=b&q=token")).toBe("/en/questions/answer?TOKEN=[redacted]&t%6Fken=[redacted]&q=token");
    expect(loggedUrl("/cn/archive?page=2&t=once-code")).toBe("/cn/archive?page=2&t=[redacted]");
    expect(loggedUrl("/en/searchlist?content=code&type=t")).toBe("/en/searchlist?content=code&type=t");
    expect(loggedUrl("/en")).toBe("/en");
  });
});
