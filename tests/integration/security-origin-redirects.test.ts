import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type RunningSite } from "./http-server";

/**
 * Issue 12 §1, §3, §5 over real HTTP (ADR 0080): every redirect sink stays on this site, absolute URLs come from
 * the configured origin whatever Host/X-Forwarded-Host say, personal answers are never cached, one framing policy.
 */
let site: RunningSite;
let cookie: string;
beforeAll(async () => {
  site = await startSite();
  cookie = await site.signedInCookie();
});
afterAll(async () => {
  await site?.stop();
});

const EVIL = "/en/..//evil.example/steal";

/** A raw request, so Host and other headers are exactly what an attacker sends. */
function raw(path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: site.port, path, method: options.method ?? "GET", headers: options.headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

/** Where a browser on this site goes for a Location header. */
function landing(location: string | undefined): string {
  expect(location).toBeTruthy();
  return new URL(location!, site.origin).origin;
}

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

const sameSite = () => ({ origin: site.origin, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" });

describe("redirect sinks end on this site (issue 12 §1)", () => {
  it("log-in GET for a signed-in reader", async () => {
    const r = await raw(`/en/login?redirect=${encodeURIComponent(EVIL)}`, { headers: { cookie } });
    expect([302, 303]).toContain(r.status);
    expect(landing(r.headers.location)).toBe(site.origin);
  });

  it("sign-up GET for a signed-in reader", async () => {
    const r = await raw(`/en/signup?redirect=${encodeURIComponent(EVIL)}`, { headers: { cookie } });
    expect([302, 303]).toContain(r.status);
    expect(landing(r.headers.location)).toBe(site.origin);
  });

  it("log-out followed as a link", async () => {
    const r = await raw(`/v1/forum/user/logout?redirect=${encodeURIComponent(EVIL)}`, {
      headers: { cookie: await site.signedInCookie(), "sec-fetch-mode": "navigate", "sec-fetch-site": "same-origin" },
    });
    expect(r.status).toBe(303);
    expect(landing(r.headers.location)).toBe(site.origin);
  });

  it("ad-close", async () => {
    const r = await raw("/ad-close", { method: "POST", headers: sameSite(), body: form({ return_to: EVIL }) });
    expect([302, 303]).toContain(r.status);
    expect(landing(r.headers.location)).toBe(site.origin);
  });

  it("the e-mailed sign-in link (intent=link) points to this site's configured origin", async () => {
    const email = `victim-${Date.now()}@example.org`;
    await site.db.insertInto("users").values({ email, username: `victim${Date.now()}`, password_hash: "!", full_name: "Vic Tim" }).execute();
    const r = await raw("/en/login", {
      method: "POST",
      headers: { ...sameSite(), host: "evil.example", "x-forwarded-host": "evil.example" },
      body: form({ intent: "link", email, redirect: EVIL }),
    });
    expect(r.status).toBeLessThan(400);
    const mails = await site.db.selectFrom("outbox_emails").selectAll().where("to_address", "=", email).execute();
    expect(mails).toHaveLength(1);
    const links = mails[0]!.text_body.match(/https?:\/\/[^\s)>"]+/g) ?? [];
    const signIn = links.filter((l) => l.includes("t="));
    expect(signIn.length).toBeGreaterThan(0);
    for (const link of links) expect(new URL(link).origin).toBe(site.origin);
    expect(mails[0]!.text_body).not.toContain("evil.example");
  });
});

describe("one trusted origin (issue 12 §3)", () => {
  it("ignores a forged Host and X-Forwarded-Host in canonical URLs", async () => {
    const r = await raw("/en", { headers: { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" } });
    expect(r.status).toBe(200);
    expect(r.body).toContain(`${site.origin}/en`);
    expect(r.body).not.toContain("evil.example");
  });

  it.each(["[", "a b", "evil.example:99999999", "%", "::::", "evil.example/path?x#y@z"])(
    "answers a malformed X-Forwarded-Host %j without a 5xx",
    async (value) => {
      const r = await raw("/en", { headers: { "x-forwarded-host": value } });
      expect(r.status).toBe(200);
    },
  );

  it("refuses a form whose Origin matches a forged Host but not the configured origin", async () => {
    const r = await raw("/ad-close", {
      method: "POST",
      headers: { host: "evil.example", origin: "http://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: form({ return_to: "/en" }),
    });
    expect(r.status).toBe(403);
  });
});

describe("headers and caching (issue 12 §5)", () => {
  it("marks every page rendered for a signed-in reader private, no-store", async () => {
    for (const path of ["/en", "/en/profile", "/cn/archive", "/en/user"]) {
      const r = await raw(path, { headers: { cookie } });
      expect(r.status, path).toBeLessThan(500);
      expect(r.headers["cache-control"], path).toBe("private, no-store");
    }
  });

  it("leaves visitors' pages cacheable (no no-store)", async () => {
    const r = await raw("/en");
    expect(r.status).toBe(200);
    expect(r.headers["cache-control"] ?? "").not.toContain("no-store");
  });

  it("has one framing policy and no HSTS on an http origin", async () => {
    const r = await raw("/en");
    expect(r.headers["x-frame-options"]).toBe("DENY");
    expect(r.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(r.headers["content-security-policy"]).toContain("object-src 'none'");
    expect(r.headers["content-security-policy"]).toContain("base-uri 'none'");
    expect(r.headers["x-content-type-options"]).toBe("nosniff");
    expect(r.headers["referrer-policy"]).toBe("same-origin");
    expect(r.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends HSTS for a year, and cookies marked Secure, when the configured origin is https", async () => {
    const https = await startSite({ publicUrl: "https://opls.example.org" });
    try {
      const send = (path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
        new Promise<http.IncomingMessage>((resolve, reject) => {
          const req = http.request({ host: "127.0.0.1", port: https.port, path, method: options.method ?? "GET", headers: options.headers }, (res) =>
            resolve(res.resume()),
          );
          req.on("error", reject);
          req.end(options.body);
        });
      const visitor = await send("/en");
      expect(visitor.headers["strict-transport-security"]).toBe("max-age=31536000");
      const reader = await send("/en", { headers: { cookie: await https.signedInCookie() } });
      expect(reader.headers["strict-transport-security"]).toBe("max-age=31536000");
      // The cookie notice's OK sets a cookie: over an https origin it is Secure.
      const ok = await send("/cookie-notice", {
        method: "POST",
        headers: { origin: "https://opls.example.org", "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
        body: form({ return_to: "/en" }),
      });
      const cookies = ok.headers["set-cookie"] ?? [];
      expect(cookies.length).toBeGreaterThan(0);
      for (const c of cookies) expect(c).toMatch(/;\s*Secure/i);
    } finally {
      await https.stop();
    }
  });

  it.each(["/ad-close", "/cookie-notice"])("%s refuses a cross-site POST", async (path) => {
    const r = await raw(path, {
      method: "POST",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" },
      body: form({ return_to: "/en", lang: "en" }),
    });
    expect(r.status).toBe(403);
    expect(r.headers["set-cookie"]).toBeUndefined();
  });

  it("shows visitors a reader's display name, never the user name or e-mail local part", async () => {
    const local = `jdoe.secret${Date.now()}`;
    const { id } = await site.db
      .insertInto("users")
      .values({ email: `${local}@example.org`, username: local, password_hash: "!", full_name: "" })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const lang of ["en", "cn"]) {
      const r = await raw(`/${lang}/user?id=${id}`);
      expect(r.status).toBe(200);
      expect(r.body).not.toContain(local);
      expect(r.body).toContain(lang === "en" ? `Reader ${id}` : `读者 ${id}`);
    }
  });
});
