import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import type { Lang } from "@core/config/constants";
import { REPLY_CODE } from "@core/config/reply-codes";
import { preferredLanguage } from "@core/locale/resolve-language-path";
import { consumeRateLimit, type RateLimitRule } from "@core/rate-limit/consume-rate-limit";
import { translate } from "~/i18n/translate";
import { isCrossSiteRequest } from "./csrf.server";
import { apiJson, isBotRequest, methodNotAllowed, parseApiBody } from "./json-api.server";
import { clientIp, readCookie } from "./session.server";
import { BROWSER_ID_COOKIE, BROWSER_ID_PATTERN } from "@core/config/constants";
import {
  AD_EVENT_RATE_LIMIT,
  AD_REQUEST_MAX_BYTES,
  CLIENT_ERROR_MAX_BYTES,
  CLIENT_ERROR_RATE_LIMIT,
  POINT_REPORT_MAX_BYTES,
  POINT_REPORT_RATE_LIMIT,
  PROTOCOL_VIEW_MAX_BYTES,
  PROTOCOL_VIEW_RATE_LIMIT,
} from "@core/tracking/limits";

/**
 * Each report call's body bound, per-address rate limit (its bucket is the key) and the data a crawler's report is
 * answered with when it is not kept: the calls differ only in these and in what they keep.
 */
const REPORT_CALLS = {
  "ad-event": { maxBytes: AD_REQUEST_MAX_BYTES, rateLimit: AD_EVENT_RATE_LIMIT, ignored: { counted: false } },
  "fe-report": { maxBytes: CLIENT_ERROR_MAX_BYTES, rateLimit: CLIENT_ERROR_RATE_LIMIT, ignored: { stored: false } },
  "point-report": { maxBytes: POINT_REPORT_MAX_BYTES, rateLimit: POINT_REPORT_RATE_LIMIT, ignored: { counted: false } },
  "protocol-view": { maxBytes: PROTOCOL_VIEW_MAX_BYTES, rateLimit: PROTOCOL_VIEW_RATE_LIMIT, ignored: { counted: false } },
} satisfies Record<string, { maxBytes: number; rateLimit: RateLimitRule; ignored: Record<string, boolean> }>;
export type ReportCallName = keyof typeof REPORT_CALLS;

interface ReportCallSpec<S extends z.ZodType> {
  schema: S;
  maxBytes: number;
  /** The rate limit's bucket prefix and rule, per client address. */
  bucket: string;
  rateLimit: RateLimitRule;
  /** The answer's data when a crawler's report is answered but not kept. */
  ignored: Record<string, boolean>;
}

export type ReportCall<S extends z.ZodType> =
  { done: false; lang: Lang; value: z.output<S>; raw: unknown } | { done: true; response: Response };

/**
 * The action of a report call: the shared first steps (takeReportCall) with the call's own bounds, then `keep`,
 * which stores what the call is for and answers (reportKept, or a refusal of its own).
 */
export function reportCallAction<S extends z.ZodType>(
  name: ReportCallName,
  schema: S,
  keep: (call: { lang: Lang; value: z.output<S>; raw: unknown }, args: { request: Request; context: AppLoadContext }) => Promise<Response>,
) {
  return async ({ request, context }: { request: Request; context: AppLoadContext }): Promise<Response> => {
    const call = await takeReportCall(request, context, { schema, bucket: name, ...REPORT_CALLS[name] });
    return call.done ? call.response : keep(call, { request, context });
  };
}

/** A report call's answer once it kept the report: code 0 and the call's own data. */
export function reportKept(lang: Lang, data: Record<string, unknown>): Response {
  return apiJson({ code: REPLY_CODE.ok, msg: translate(lang, "ads.api.ok"), data });
}

/**
 * The first steps every report call of SPEC §7 takes (tracking points, ad views and clicks, client errors), in
 * this order: POST only (405), not from another site's page (403), a well-formed body (400/413/415), crawlers
 * answered but not kept, and the per-address rate limit (429). Messages are in the caller's language.
 */
export async function takeReportCall<S extends z.ZodType>(
  request: Request,
  context: AppLoadContext,
  spec: ReportCallSpec<S>,
): Promise<ReportCall<S>> {
  if (request.method !== "POST") return { done: true, response: methodNotAllowed() };
  const lang = preferredLanguage(request.headers.get("accept-language"));
  if (isCrossSiteRequest(request, context)) {
    return {
      done: true,
      response: apiJson({ code: REPLY_CODE.forbidden, msg: translate(lang, "ads.api.forbidden") }, 403),
    };
  }
  const parsed = await parseApiBody(request, spec.schema, spec.maxBytes, translate(lang, "ads.api.invalid"));
  if (!parsed.ok) return { done: true, response: parsed.response };
  if (isBotRequest(request)) {
    return {
      done: true,
      response: apiJson({ code: REPLY_CODE.ok, msg: translate(lang, "ads.api.ignored"), data: spec.ignored }),
    };
  }
  if (!(await consumeRateLimit(context.db, `${spec.bucket}:${clientIp(context) ?? "unknown"}`, spec.rateLimit))) {
    return {
      done: true,
      response: apiJson({ code: REPLY_CODE.rateLimited, msg: translate(lang, "ads.api.rateLimited") }, 429, {
        "Retry-After": "60",
      }),
    };
  }
  return { done: false, lang, value: parsed.value, raw: parsed.raw };
}

/**
 * The reporting browser's id (SPEC §3 `uuid`): the §7 `browser-uuid` header, or `browser_uuid` in the body (a
 * sendBeacon fallback cannot set headers), or the cookie; null when none is well-formed.
 */
export function reportBrowserId(request: Request, raw: unknown): string | null {
  const body = raw as { browser_uuid?: unknown } | null;
  const uuid =
    request.headers.get("browser-uuid") ??
    (typeof body?.browser_uuid === "string" ? body.browser_uuid : null) ??
    readCookie(request, BROWSER_ID_COOKIE);
  return uuid && BROWSER_ID_PATTERN.test(uuid) ? uuid : null;
}
