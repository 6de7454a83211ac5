import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "~/i18n/en/common.json";
import cn from "~/i18n/cn/common.json";
import { issueUserToken } from "@core/users/issue-user-token";
import { startSite, type RunningSite } from "./http-server";

/**
 * Issue 12 §4: bodies an action cannot use answer 400/413/415 with the page's message in its language,
 * never a 500; the pages with a form answer that form, with what arrived filled back in; odd methods get 405
 * with Allow; a refused body closes the connection cleanly (ADR 0082).
 */
let site: RunningSite;
let cookie: string;
let resetToken: string;
beforeAll(async () => {
  site = await startSite();
  cookie = await site.signedInCookie();
  const owner = await site.db.insertInto("users").values({ email: "reset-owner@example.org", username: "resetowner", password_hash: "!", full_name: "" }).returning("id").executeTakeFirstOrThrow();
  resetToken = await issueUserToken(site.db, owner.id, "password_reset");
});
afterAll(async () => {
  await site?.stop();
});

const ACTIONS = ["questions", "favourite", "profile", "login", "signup", "forgot-password", "reset-password"];
/**
 * The pages that answer their own form (a field only that form has), and who posts: a signed-in reader to the
 * pages that need one, a visitor to the log-in and sign-up pages (whose loaders send a signed-in reader on).
 */
const FORM_PAGES: Record<string, { signedIn: boolean; field: string; query?: () => string }> = {
  login: { signedIn: false, field: "password" },
  signup: { signedIn: false, field: "first_name" },
  "forgot-password": { signedIn: false, field: "email" },
  "reset-password": { signedIn: false, field: "confirm_password", query: () => `?token=${encodeURIComponent(resetToken)}` },
  profile: { signedIn: true, field: "full_name" },
};
const pathOf = (lang: string, action: string) => `/${lang}/${action}${FORM_PAGES[action]?.query?.() ?? ""}`;
const MESSAGES = { en, cn } as const;
const BOUNDARY = "----fuzzBoundary7MA4YWxk";

const BODIES: { name: string; type: string | null; body: string; status: number; key: keyof typeof en }[] = [
  { name: "a JSON body", type: "application/json", body: '{"email":"a@example.org"}', status: 415, key: "error.body.unsupported" },
  { name: "a text/plain body", type: "text/plain", body: "email=a@example.org", status: 415, key: "error.body.unsupported" },
  { name: "multipart without a boundary", type: "multipart/form-data", body: "email=a@example.org", status: 400, key: "error.body.malformed" },
  {
    name: "truncated multipart",
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.org\r\n--${BOUNDARY}\r\nContent-Disposition: form-da`,
    status: 400,
    key: "error.body.malformed",
  },
];

async function post(path: string, type: string | null, body: string | undefined, signedIn = true) {
  const headers: Record<string, string> = signedIn ? { cookie } : {};
  if (type) headers["content-type"] = type;
  const response = await fetch(`${site.origin}${path}`, { method: "POST", headers, body, redirect: "manual" });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** The `<input>` tags named `name` in the page. */
function inputsNamed(html: string, name: string): string[] {
  return [...html.matchAll(/<input\b[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(` name="${name}"`));
}

/** The page is the action's own form page (its inputs are there), with the message as the form's error notice. */
function expectFormPage(answer: { text: string }, action: string, message: string) {
  const page = FORM_PAGES[action];
  if (!page) return;
  expect(inputsNamed(answer.text, page.field).length).toBeGreaterThan(0);
  expect(answer.text).toMatch(new RegExp(`role="alert"[^>]*>(<[^>]+>)*${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
}

/** A page answers as an HTML page of its language; favourite (no page of its own) answers plain text. */
function expectPageLanguage(answer: { text: string; headers: Headers }, lang: "en" | "cn") {
  if (answer.headers.get("content-type")?.startsWith("text/plain")) return;
  expect(answer.headers.get("content-type")).toContain("text/html");
  expect(answer.text).toMatch(new RegExp(`<html[^>]* lang="${lang === "cn" ? "zh" : "en"}`));
}

describe("malformed form posts to the account actions", () => {
  for (const lang of ["en", "cn"] as const) {
    for (const action of ACTIONS) {
      for (const body of BODIES) {
        it(`${body.name} to /${lang}/${action} → ${body.status}, message in ${lang}`, async () => {
          const answer = await post(pathOf(lang, action), body.type, body.body, FORM_PAGES[action]?.signedIn ?? true);
          expect(answer.status).toBe(body.status);
          expect(answer.text).toContain(MESSAGES[lang][body.key]);
          expectPageLanguage(answer, lang);
          expectFormPage(answer, action, MESSAGES[lang][body.key]);
        });
      }
      it(`no body to /${lang}/${action} → 400, message in ${lang}`, async () => {
        const answer = await post(pathOf(lang, action), null, undefined, FORM_PAGES[action]?.signedIn ?? true);
        expect(answer.status).toBe(400);
        expect(answer.text).toContain(MESSAGES[lang]["error.body.malformed"]);
        expectPageLanguage(answer, lang);
        expectFormPage(answer, action, MESSAGES[lang]["error.body.malformed"]);
      });
    }
  }

  for (const lang of ["en", "cn"] as const) {
    it(`a favourite post to /${lang}/favourite naming no protocol, or one that is gone, answers plain text in ${lang}`, async () => {
      const form = "application/x-www-form-urlencoded";
      for (const [body, status, key] of [
        ["protocol_id=abc&intent=add&redirect=%2F", 400, "error.parameter"],
        ["protocol_id=987654&intent=add&redirect=%2F", 404, "error.notFound"],
      ] as const) {
        const answer = await post(`/${lang}/favourite`, form, body);
        expect(answer.status, body).toBe(status);
        expect(answer.headers.get("content-type")).toBe("text/plain; charset=utf-8");
        expect(answer.text).toBe(MESSAGES[lang][key]);
      }
    });
  }

  for (const action of ["login", "signup", "forgot-password"]) {
    it(`a truncated multipart post to /cn/${action} whose e-mail field arrived whole gets that e-mail back in the form`, async () => {
      const answer = await post(pathOf("cn", action), BODIES[3]!.type, BODIES[3]!.body, false);
      expect(answer.status).toBe(400);
      expect(inputsNamed(answer.text, "email").some((tag) => tag.includes(' value="a@example.org"'))).toBe(true);
    });
  }

  it("a truncated multipart profile post gets the fields that arrived back in the form, the others as stored", async () => {
    const body =
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nprofile\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="affiliation"\r\n\r\nInstitute of Broken Posts\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="full_na`;
    const answer = await post("/en/profile", BODIES[3]!.type, body);
    expect(answer.status).toBe(400);
    expect(inputsNamed(answer.text, "affiliation").some((tag) => tag.includes(' value="Institute of Broken Posts"'))).toBe(true);
    expect(inputsNamed(answer.text, "full_name").some((tag) => tag.includes(' value="Rae Reader"'))).toBe(true);
  });

  it("a truncated multipart sign-up loses nothing silently: what was sent is refused, not half-stored", async () => {
    const answer = await post("/en/signup", BODIES[3]!.type, BODIES[3]!.body, false);
    expect(answer.status).toBe(400);
    const users = await site.db.selectFrom("users").select("email").where("email", "=", "a@example.org").execute();
    expect(users).toHaveLength(0);
  });
});

describe("uploads and odd methods", () => {
  it("POST /api/uploads with Origin: null → 403 in the uploads' envelope", async () => {
    const response = await fetch(`${site.origin}/api/uploads?kind=draft`, {
      method: "POST",
      headers: { origin: "null", "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: `--${BOUNDARY}--\r\n`,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ ok: false, error: "forms.failed" });
  });

  it("POST /api/uploads that a browser marks cross-site (Sec-Fetch-Site, no Origin) → 403, nothing stored", async () => {
    const before = await site.db.selectFrom("uploads").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    const response = await fetch(`${site.origin}/api/uploads?kind=draft`, {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site", "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${BOUNDARY}--\r\n`,
    });
    expect(response.status).toBe(403);
    const after = await site.db.selectFrom("uploads").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("POST /api/uploads with a JSON body → 400, not a 500", async () => {
    const response = await fetch(`${site.origin}/api/uploads?kind=draft`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).ok).toBe(false);
  });

  for (const method of ["TRACE", "PROPFIND", "DELETE", "PUT"]) {
    it(`${method} → 405 with Allow, said in the page's language`, async () => {
      const { status, headers, body } = await rawRequest(method, "/en/login");
      expect(status).toBe(405);
      expect(headers.allow).toBe("GET, HEAD, POST");
      expect(headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(body).toBe("This address answers only GET, HEAD and POST requests.");
      expect((await rawRequest(method, "/cn/login")).body).toBe("此地址只接受 GET、HEAD 和 POST 请求。");
    });
  }

  it("an odd method outside /{lang} is refused in the browser's language", async () => {
    expect((await rawRequest("PUT", "/oai", { "accept-language": "zh-CN,zh;q=0.9" })).body).toBe("此地址只接受 GET、HEAD 和 POST 请求。");
    expect((await rawRequest("PUT", "/oai")).body).toBe("This address answers only GET, HEAD and POST requests.");
  });
});

function rawRequest(
  method: string,
  path: string,
  headers: http.OutgoingHttpHeaders = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: site.port, method, path, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("a body refused before it is read (413) closes the connection cleanly", () => {
  const TWO_MB = 2 * 1024 * 1024;

  it("a raw client sending 2 MB gets 413 and Connection: close, and no reset while it finishes sending", async () => {
    const result = await new Promise<{ head: string; error: Error | null }>((resolve) => {
      const socket = net.connect(site.port, "127.0.0.1");
      let received = "";
      let error: Error | null = null;
      socket.on("data", (chunk) => (received += chunk.toString("latin1")));
      socket.on("error", (e) => (error = e));
      socket.on("close", () => resolve({ head: received, error }));
      socket.on("connect", async () => {
        socket.write(
          `POST /v1/beidou/point/report HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n` +
            `Content-Type: application/json\r\nContent-Length: ${TWO_MB}\r\n\r\n`,
        );
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        for (let sent = 0; sent < TWO_MB; sent += chunk.length) {
          if (!socket.write(chunk)) await new Promise((r) => socket.once("drain", r));
        }
      });
    });
    expect(result.error).toBeNull();
    expect(result.head).toMatch(/^HTTP\/1\.1 413 /);
    expect(result.head).toMatch(/\r\nconnection: close\r\n/i);
  });

  it("a keep-alive agent's next request after a 413 succeeds (no ECONNRESET)", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: Buffer) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const req = http.request({ host: "127.0.0.1", port: site.port, method, path, agent, headers: body ? { "content-type": "application/json", "content-length": body.length } : {} }, (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
        });
        req.on("error", reject);
        req.end(body);
      });
    try {
      const refused = await send("POST", "/v1/beidou/point/report", Buffer.alloc(TWO_MB, 0x20));
      expect(refused).toEqual({ status: 413, connection: "close" });
      const next = await send("GET", "/healthz");
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});

describe("an action under an unknown language is refused before anything is read or stored (issue 20 §1)", () => {
  const PATHS = ["help", "becomereviewer", "ambassador", "psi", "submission", "alerts", "alerts/unsubscribe", "login", "signup", "forgot-password", "questions", "favourite", "profile", "editorial/protocols/new"];
  for (const lang of ["xx", "fr"]) {
    it(`POST /${lang}/… → 404 for every form, and no help request is stored`, async () => {
      const before = await site.db.selectFrom("help_requests").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      for (const action of PATHS) {
        const body = new URLSearchParams({ message: "Please help me with the protocol of this page.", email: "reader@example.org", password: "a long passphrase" }).toString();
        const answer = await post(`/${lang}/${action}`, "application/x-www-form-urlencoded", body);
        expect(answer.status, action).toBe(404);
        expect(answer.text, action).not.toMatch(/stack|at \w+ \(/);
      }
      const after = await site.db.selectFrom("help_requests").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });
  }
  it("the same posts under /en reach their forms (the guard lets a known language through)", async () => {
    const answer = await post("/en/help", "application/x-www-form-urlencoded", new URLSearchParams({ message: "" }).toString());
    expect(answer.status).not.toBe(404);
  });
});
