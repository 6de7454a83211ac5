import { expect, test } from "@playwright/test";
import { cookie, createReader, favouritesOf, firstLinkIn, latestEmailTo, logInWithForm, questionsOf, throttleLogInsFor } from "./accounts-helpers";
import { signInAs } from "./fixtures";

test("open redirects: every foreign target after log-in falls back to the language home", async ({ browser, baseURL }) => {
  const reader = await createReader();
  const targets = ["//evil.com", "https://evil.com", "/\\evil.com", "@evil.com", "//user@evil.com", "%2F%2Fevil.com", "/%2F%2Fevil.com", "/%09/evil.com", "\\\\evil.com", "javascript:alert(1)"];
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(`/en/login?redirect=${encodeURIComponent(targets[0]!)}`);
  await logInWithForm(page, "en", reader.email, reader.password);
  await expect(page).toHaveURL("/en");
  // Already signed in, the log-in page redirects at once: every variant stays on the site.
  for (const target of targets) {
    const response = await page.request.get(`/en/login?redirect=${encodeURIComponent(target)}`, { maxRedirects: 0 });
    expect(response.status(), target).toBe(302);
    const location = response.headers().location!;
    expect(new URL(location, baseURL).origin, target).toBe(new URL(baseURL!).origin);
    expect(location.startsWith("//"), target).toBe(false);
  }
  await context.close();
});

test("a forged userInfo cookie gives nothing", async ({ page, context, baseURL }) => {
  const forged = encodeURIComponent(JSON.stringify({ username: "admin", user_id: 1, avatar: "", first_name: "Eve", middle_name: "", last_name: "", contact_email: "eve@example.org" }));
  await context.addCookies([{ name: "userInfo", value: forged, url: baseURL! }]);
  await page.goto("/en/profile");
  await expect(page).toHaveURL(/\/en\/login\?redirect=/);
  const answer = await page.evaluate(async () => {
    const r = await fetch("/v1/forum/user/fetchUser", { method: "POST", headers: { "Content-Type": "application/json", "user-id": "1" }, body: JSON.stringify({ user_id: 1 }) });
    return r.json();
  });
  expect(answer).toEqual({ code: 1, msg: "Please log in first. " });
  // The page's scripts follow the server: the stale copy is cleared.
  await expect.poll(async () => (await cookie(context, "userInfo"))?.value ?? null).toBeNull();
});

test("session fixation: log-in issues a new token, and a token planted before is dead", async ({ page, context, baseURL, browser, playwright }) => {
  const reader = await createReader();
  // A token chosen by an attacker (unknown to the server) survives nothing.
  await context.addCookies([{ name: "auth-token", value: "attacker-chosen-token-value-0123456789abcdef", url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
  await page.goto("/en/login");
  await logInWithForm(page, "en", reader.email, reader.password);
  await expect(page).toHaveURL("/en");
  const token = (await cookie(context, "auth-token"))!.value;
  expect(token).not.toBe("attacker-chosen-token-value-0123456789abcdef");

  // A real session planted in the browser (e.g. the attacker's own) is ended by the victim's log-in.
  const attacker = await browser.newContext();
  const planted = (await signInAs(attacker, baseURL!)).token;
  await attacker.close();
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post("/en/login", {
    form: { intent: "password", email: reader.email, password: reader.password, redirect: "/en" },
    headers: { Cookie: `auth-token=${planted}` },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(302);
  const issued = /auth-token=([^;]+)/.exec(login.headers()["set-cookie"] ?? "")?.[1];
  expect(issued).toBeTruthy();
  expect(issued).not.toBe(planted);
  const check = await api.post("/v1/forum/user/fetchUser", { headers: { Cookie: `auth-token=${planted}` }, data: {} });
  expect(await check.json()).toEqual({ code: 1, msg: "Please log in first. " });
  await api.dispose();
});

test("log-out ends the session on the server: the old token is refused afterwards", async ({ page, context, baseURL }) => {
  const user = await signInAs(context, baseURL!, { fullName: "", firstName: "Lise", lastName: "Meitner" });
  await page.goto("/en/faqs");
  const before = await page.evaluate(async () => (await fetch("/v1/forum/user/fetchUser", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" })).json());
  expect(before).toMatchObject({ code: 0, data: { user_id: user.id, first_name: "Lise", last_name: "Meitner" } });
  const out = await page.evaluate(async () => (await fetch("/v1/forum/user/logout")).json());
  expect(out).toEqual({ code: 0, msg: "" });
  expect(await cookie(context, "auth-token")).toBeNull();
  const replay = await page.request.post("/v1/forum/user/fetchUser", { headers: { Cookie: `auth-token=${user.token}` }, data: {} });
  expect(await replay.json()).toEqual({ code: 1, msg: "Please log in first. " });
  await context.addCookies([{ name: "auth-token", value: user.token, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
  // A fresh tab: the first one may still be reacting to the log-out (its session effects navigate), which would
  // abort a navigation started there.
  const next = await context.newPage();
  await next.goto("/en/profile");
  await expect(next).toHaveURL(/\/en\/login\?redirect=/);
});

test("CSRF: a form on another site cannot favourite, post or change a password", async ({ page, context, baseURL }) => {
  const user = await signInAs(context, baseURL!);
  const origin = new URL(baseURL!).origin;
  await page.route("http://evil.test/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><form id="f" method="post" action="${origin}/en/questions">
        <input name="intent" value="question"><input name="title" value="Forged question from elsewhere"><input name="description" value="This was posted by another site.">
        <input name="redirect" value="/en/questions"></form><script>document.getElementById("f").submit()</script>`,
    }),
  );
  const refused = page.waitForResponse((r) => r.url().startsWith(`${origin}/en/questions`) && r.request().method() === "POST");
  await page.goto("http://evil.test/attack");
  // Refused before anything happens (React Router's own origin check answers 400, ours 403).
  expect([400, 403]).toContain((await refused).status());

  // Even with the session cookie attached (no SameSite help), another Origin is refused.
  for (const [path, body] of [
    ["/en/favourite", { protocol_id: "1001", redirect: "/en" }],
    ["/en/questions", { intent: "question", title: "Forged question from elsewhere", description: "Posted by another site entirely." }],
  ] as const) {
    const response = await page.request.post(path, { form: body, headers: { Origin: "http://evil.test", Cookie: `auth-token=${user.token}` }, maxRedirects: 0 });
    expect([400, 403], path).toContain(response.status());
  }
  const pwd = await page.request.post("/v1/forum/user/updatePwd", {
    data: { old_password: "x", new_password: "forged new password" },
    headers: { Origin: "http://evil.test", "Sec-Fetch-Site": "cross-site", Cookie: `auth-token=${user.token}` },
  });
  expect(pwd.status()).toBe(403);
  const logout = await page.request.get("/v1/forum/user/logout", { headers: { "Sec-Fetch-Site": "cross-site", Cookie: `auth-token=${user.token}` } });
  expect(logout.status()).toBe(403);
  expect(await questionsOf(user.id)).toEqual([]);
  expect(await favouritesOf(user.id)).toEqual([]);
  // Still signed in.
  const still = await page.request.post("/v1/forum/user/fetchUser", { headers: { Cookie: `auth-token=${user.token}` }, data: {} });
  expect((await still.json()).code).toBe(0);
});

test("stored XSS: names, titles and bodies render as text", async ({ page, context, baseURL }) => {
  const payload = `<img src=x onerror="window.__xss=1">"><script>window.__xss=2</script>`;
  const user = await signInAs(context, baseURL!, { fullName: payload, firstName: payload, lastName: "Z" });
  await page.goto("/en/questions");
  const form = page.locator(".accounts-question-form");
  await form.getByLabel("Question title").fill(`Attack title ${payload}`);
  await form.getByLabel("Description").fill(`Attack body text ${payload}`);
  await form.getByRole("button", { name: "Post question" }).click();
  const posted = page.locator(".accounts-question").filter({ hasText: "Attack title" }).first();
  await expect(posted.getByRole("heading")).toHaveText(`Attack title ${payload}`);
  await expect(posted).toContainText(`Attack body text ${payload}`);
  await page.goto(`/en/user?id=${user.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(payload);
  await page.goto("/en/profile");
  await expect(page.getByLabel("Full name")).toHaveValue(payload);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

test("a throttled log-in says so, the same for an unknown address, and the e-mailed sign-in link still works", async ({ page, context }) => {
  const reader = await createReader();
  await throttleLogInsFor(reader.email);
  await throttleLogInsFor("nobody-here-throttled@example.org");
  await page.goto("/en/login");
  await logInWithForm(page, "en", reader.email, reader.password);
  const throttled = "Too many attempts. Please wait a moment and try again, or sign in with a link sent to your e-mail.";
  await expect(page.getByRole("alert")).toHaveText(throttled);
  await expect(page).toHaveURL(/\/en\/login/);
  await logInWithForm(page, "en", "nobody-here-throttled@example.org", "any guess at all");
  await expect(page.getByRole("alert")).toHaveText(throttled);
  // The owner is never locked out: the one-time link signs them in.
  const linkForm = page.locator('section[aria-labelledby="sign-in-link-heading"]');
  await linkForm.getByLabel("E-mail").fill(reader.email);
  await linkForm.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(linkForm.getByRole("status")).toContainText("a sign-in link is on its way");
  const link = new URL(firstLinkIn((await latestEmailTo(reader.email))!.text_body));
  await page.goto(link.pathname + link.search);
  await expect.poll(async () => (await cookie(context, "auth-token"))?.value ?? null).not.toBeNull();
});

test("a reset link works once, and ends every session", async ({ page, context, browser, baseURL }) => {
  const reader = await createReader();
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto("/en/login?redirect=%2Fen%2Fprofile");
  await logInWithForm(otherPage, "en", reader.email, reader.password);
  await expect(otherPage).toHaveURL("/en/profile");

  await page.goto("/en/forgot-password");
  await page.getByLabel("E-mail").fill(reader.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText(`If an account uses ${reader.email}`);
  const mail = await latestEmailTo(reader.email);
  const link = new URL(firstLinkIn(mail!.text_body));
  expect(link.pathname).toBe("/en/reset-password");
  expect(link.searchParams.get("token")!.length).toBeGreaterThanOrEqual(43);

  await page.goto(link.pathname + link.search);
  await page.getByLabel("New password", { exact: true }).fill("brand new secret words");
  await page.getByLabel("Confirm new password").fill("brand new secret words");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("status")).toHaveText("Your password has been changed. Please log in with your new password.");

  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("alert")).toContainText("This reset link is invalid, has expired or was already used.");
  await otherPage.goto("/en/profile");
  await expect(otherPage).toHaveURL(/\/en\/login\?redirect=/);
  await other.close();

  await page.goto("/en/login");
  await logInWithForm(page, "en", reader.email, "brand new secret words");
  await expect(page).toHaveURL("/en");
  expect(await cookie(context, "auth-token")).not.toBeNull();
});
