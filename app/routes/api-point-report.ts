import type { Route } from "./+types/api-point-report";
import { pointReportSchema } from "@core/tracking/point-report";
import { recordPointReport } from "@core/tracking/record-point-report";
import { POINT_REPORT_MAX_BYTES, POINT_REPORT_RATE_LIMIT } from "@core/tracking/limits";
import { consumeRateLimit } from "@core/rate-limit/consume-rate-limit";
import { preferredLanguage } from "@core/locale/resolve-language-path";
import { translate } from "~/i18n/translate";
import { BROWSER_ID_COOKIE } from "~/lib/browser-id";
import { clientIp, readCookie } from "~/lib/session.server";
import { apiJson, isBotRequest, isCrossSite, methodNotAllowed, parseApiBody } from "~/lib/journal-api.server";
import { REPLY_CODE } from "@core/config/reply-codes";

const UUID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/**
 * POST /v1/beidou/point/report (SPEC §7): click and view tracking. The browser does not read the answer;
 * a malformed report is dropped (400), never stored.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const lang = preferredLanguage(request.headers.get("accept-language"));
  if (isCrossSite(request, context)) {
    return apiJson({ code: REPLY_CODE.forbidden, msg: translate(lang, "ads.api.forbidden") }, 403);
  }
  const parsed = await parseApiBody(request, pointReportSchema, POINT_REPORT_MAX_BYTES, translate(lang, "ads.api.invalid"));
  if (!parsed.ok) return parsed.response;
  if (isBotRequest(request)) {
    return apiJson({ code: REPLY_CODE.ok, msg: translate(lang, "ads.api.ignored"), data: { counted: false } });
  }
  if (!(await consumeRateLimit(context.db, `point-report:${clientIp(context) ?? "unknown"}`, POINT_REPORT_RATE_LIMIT))) {
    return apiJson({ code: REPLY_CODE.rateLimited, msg: translate(lang, "ads.api.rateLimited") }, 429, { "Retry-After": "60" });
  }
  // SPEC §7: the `browser-uuid` header; a sendBeacon fallback cannot set headers and sends it in the body.
  const raw = parsed.raw as { browser_uuid?: unknown };
  const uuid = request.headers.get("browser-uuid") ?? (typeof raw.browser_uuid === "string" ? raw.browser_uuid : null) ?? readCookie(request, BROWSER_ID_COOKIE);
  await recordPointReport(context.db, parsed.value, uuid && UUID_PATTERN.test(uuid) ? uuid : null);
  return apiJson({ code: REPLY_CODE.ok, msg: translate(lang, "ads.api.ok"), data: { counted: true } });
}

export function loader() {
  return methodNotAllowed();
}
