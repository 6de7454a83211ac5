import { afterAll, beforeAll, beforeEach } from "vitest";
import type { AppLoadContext } from "react-router";
import type { DATABASES, TestDatabase } from "./databases";
import { addDays, isoDay } from "@core/dates/iso-day";

/**
 * The setting of the advertising and tracking call tests (ads-api-display, ads-api-reports): the requests and their
 * answers, the garbage every reporting call refuses, and seven ads around today.
 */
export const ORIGIN = "http://journal.test";
export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36";
export const BOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
export const UUID = "5f0c2d4e-1a2b-4c3d-8e9f-0123456789ab";

export type AnyArgs = { request: Request; context: AppLoadContext; params: Record<string, string> };
type Handler = (args: never) => Promise<Response> | Response;

export function makeContext(db: TestDatabase["db"], clientIp = "203.0.113.7"): AppLoadContext {
  return {
    db,
    publicUrl: ORIGIN,
    cspNonce: "",
    clientIp,
    siteLinks: { exchange: "", preprints: "", webinars: "", course: "" },
  } as AppLoadContext;
}

export function post(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  const raw = typeof body === "string" ? body : JSON.stringify(body);
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": BROWSER_UA, ...headers },
    body: raw,
  });
}

export async function call(handler: Handler, request: Request, context: AppLoadContext) {
  const response = await (handler as (args: AnyArgs) => Promise<Response>)({ request, context, params: {} });
  const text = await response.text();
  let json: { code: number; msg: string; data?: Record<string, unknown> } | null = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, json, headers: response.headers };
}

/** Garbage every reporting call must refuse without storing anything. */
const OVERSIZED = "x".repeat(20 * 1024);
export const COMMON_GARBAGE: [string, unknown][] = [
  ["not JSON", "{display_number: 1"],
  ["JSON null", "null"],
  ["a JSON array", "[1,2,3]"],
  ["a JSON string", '"hello"'],
  ["an empty object", {}],
  ["an oversized body", { filler: OVERSIZED }],
];

export const today = isoDay();

export async function seedAds(db: TestDatabase["db"]) {
  const ad = (display_number: number, ad_page: number, ad_location: number, site_language: number, starts_on: string, ends_on: string | null, sort_order = 0) => ({
    display_number,
    url: `https://example.com/ad/${display_number}`,
    img_pc: `/images/ads/${display_number}-pc.svg`,
    img_mobile: `/images/ads/${display_number}-mobile.svg`,
    title_en: `Ad ${display_number}`,
    title_cn: `广告 ${display_number}`,
    ad_page,
    ad_location,
    site_language,
    starts_on,
    ends_on,
    sort_order,
  });
  await db
    .insertInto("advertisements")
    .values([
      ad(101, 1, 1, 1, addDays(today, -10), null, 2),
      ad(102, 1, 1, 1, addDays(today, -10), today, 1),
      ad(103, 1, 1, 1, addDays(today, -10), addDays(today, -1)), // ended yesterday
      ad(104, 1, 1, 1, addDays(today, 1), null), // starts tomorrow
      ad(105, 1, 1, 2, addDays(today, -10), null),
      ad(107, 1000, 3, 1, today, null),
      ad(108, 1000, 3, 2, addDays(today, -3), addDays(today, 3)),
    ])
    .execute();
}

/**
 * A database of the describe block it is called in (made in its beforeAll with the ads, dropped in its afterAll),
 * every event, report and rate-limit hit emptied before each test; `t.db` and `context` are read in the tests.
 */
export function setUpAdsDatabase(target: (typeof DATABASES)[number]) {
  let database: TestDatabase | undefined;
  const t = {
    get db() {
      return database!.db;
    },
  };
  const context = {} as AppLoadContext;
  beforeAll(async () => {
    database = await target.create();
    await seedAds(database.db);
    Object.assign(context, makeContext(database.db));
  });
  afterAll(async () => {
    await database?.drop();
  });
  beforeEach(async () => {
    await t.db.deleteFrom("ad_events").execute();
    await t.db.deleteFrom("tracking_events").execute();
    await t.db.deleteFrom("client_error_reports").execute();
    await t.db.deleteFrom("rate_limit_hits").execute();
  });

  const countRows = async (table: "ad_events" | "tracking_events" | "client_error_reports") =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  return { t, context, countRows };
}
