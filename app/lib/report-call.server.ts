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
