import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";
import { startSite, type RunningSite } from "./http-server";

/**
 * Issue 12 §4: random bodies, content types and methods posted to every route of app/routes.ts (a new
 * route is covered without touching this file) never get a 5xx from the real server (ADR 0082).
 * FUZZ_SEED replays a failure; fast-check prints the seed and the shrunk request when one fails.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS_PER_ACTION = Number(process.env.FUZZ_RUNS ?? 6);
const RUNS_PER_OTHER = Math.max(1, Math.round(RUNS_PER_ACTION / 4));

const appDir = path.resolve(import.meta.dirname, "../../app");

interface Target {
  path: string;
  hasAction: boolean;
}

/** Every URL pattern of the route table, with its parameters filled in, and whether its module has an action. */
function targets(): Target[] {
  const out: Target[] = [];
  const walk = (entries: RouteConfigEntry[], prefix: string) => {
    for (const entry of entries) {
      const own = entry.path ?? "";
      const full = [prefix, own].filter(Boolean).join("/");
      const source = readFileSync(path.join(appDir, entry.file), "utf8");
      const hasAction = /export (async )?function action\b/.test(source);
      const concrete = full.replace(/:lang/g, "en").replace(/:id/g, "1").replace(/:slug/g, "x").replace(/\*/g, "no-such-page");
      out.push({ path: `/${concrete}`, hasAction });
      // The Chinese twin of every action too: its answers are rendered in the other language.
      if (hasAction && concrete.startsWith("en")) out.push({ path: `/${concrete.replace(/^en/, "cn")}`, hasAction });
      if (entry.children) walk(entry.children, full);
    }
  };
  walk(routes, "");
  return out;
}

const BOUNDARY = "fuzz-b0undary";
const utf8 = (text: string) => Buffer.from(text, "utf8");

const oddText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("%FF%FE", "%C3%28", "%", "%%", "%E2%82", "a\u0000b", "\uD800", "../..//evil.example", "x".repeat(20_000)),
);
const fieldName = fc.oneof(
  fc.constantFrom("email", "password", "intent", "redirect", "protocol_id", "title", "body", "token", "file", "avatar", "lang", "return_to"),
  oddText,
);
const fields = fc.array(fc.tuple(fieldName, oddText), { maxLength: 8 });

const urlencoded = fields.map((pairs) =>
  utf8(pairs.map(([k, v]) => `${encodeURIComponent(k).replace(/%25/g, "%")}=${encodeURIComponent(v).replace(/%25/g, "%")}`).join("&")),
);
const multipart = fc.tuple(fields, fc.boolean(), fc.nat()).map(([pairs, withFile, cut]) => {
  let text = "";
  for (const [k, v] of pairs) text += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  if (withFile) text += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 fuzz\r\n`;
  text += `--${BOUNDARY}--\r\n`;
  return { whole: utf8(text), truncated: utf8(text).subarray(0, cut % Math.max(1, text.length)) };
});

const body = fc.oneof(
  fc.constant(Buffer.alloc(0)),
  fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.from(b)),
  fc.jsonValue().map((v) => utf8(JSON.stringify(v) ?? "null")),
  urlencoded,
  multipart.map((m) => m.whole),
  multipart.map((m) => m.truncated),
  fc.constant(Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0x3d, 0xe2, 0x82])),
);
const contentType = fc.oneof(
  fc.constant(null),
  fc.constantFrom(
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded; charset=latin1",
    "multipart/form-data",
    `multipart/form-data; boundary=${BOUNDARY}`,
    "multipart/form-data; boundary=",
    "application/json",
    "text/plain",
    "text/plain;charset=UTF-8",
    "application/octet-stream",
    "image/png",
    ";;;",
  ),
  fc.string({ maxLength: 60 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
);
const method = fc.oneof(
  { weight: 8, arbitrary: fc.constant("POST") },
  { weight: 2, arbitrary: fc.constantFrom("PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "GET", "HEAD") },
);
const origin = fc.constantFrom(null, "SELF", "null", "http://evil.example", "not a url");
const query = fc.constantFrom("", "?kind=draft", "?kind=cv", "?id=1", "?redirect=%2F%2Fevil.example", "?token=x");

const request = fc.record({ method, contentType, body, origin, query, signedIn: fc.boolean() });
type FuzzRequest = typeof request extends fc.Arbitrary<infer T> ? T : never;

let site: RunningSite;
let cookie: string;
beforeAll(async () => {
  site = await startSite();
  cookie = await site.signedInCookie();
});
afterAll(async () => {
  await site?.stop();
});

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
afterAll(() => agent.destroy());

function send(target: string, r: FuzzRequest): Promise<number> {
  const headers: Record<string, string | number> = {};
  if (r.contentType !== null) headers["content-type"] = r.contentType;
  if (r.origin) headers.origin = r.origin === "SELF" ? site.origin : r.origin;
  if (r.signedIn) headers.cookie = cookie;
  const withBody = r.method !== "GET" && r.method !== "HEAD";
  if (withBody) headers["content-length"] = r.body.length;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: site.port, method: r.method, path: target + r.query, headers, agent }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode!));
    });
    req.on("error", reject);
    req.end(withBody ? r.body : undefined);
  });
}

describe("request fuzzer: no 5xx from any route", () => {
  const all = targets();

  it("enumerates the route table, actions included", () => {
    expect(all.filter((t) => t.hasAction).map((t) => t.path)).toEqual(
      expect.arrayContaining(["/en/login", "/cn/signup", "/en/questions", "/api/uploads", "/v1/beidou/point/report"]),
    );
  });

  for (const target of all) {
    it(`${target.path}${target.hasAction ? " (action)" : ""}`, async () => {
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          const status = await send(target.path, r);
          if (status >= 500) throw new Error(`${r.method} ${target.path}${r.query} answered ${status}`);
        }),
        { seed: SEED, numRuns: target.hasAction ? RUNS_PER_ACTION : RUNS_PER_OTHER, endOnFailure: false },
      );
    });
  }
});
