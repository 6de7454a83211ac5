import type { Route } from "./+types/api-fe-report";
import { clientErrorReportSchema } from "@core/tracking/client-error-report";
import { recordClientError } from "@core/tracking/record-client-error";
import { CLIENT_ERROR_MAX_BYTES, CLIENT_ERROR_RATE_LIMIT } from "@core/tracking/limits";
import { consumeRateLimit } from "@core/rate-limit/consume-rate-limit";
import { preferredLanguage } from "@core/locale/resolve-language-path";
import { translate } from "~/i18n/translate";
import { apiJson, isBotRequest, isCrossSite, methodNotAllowed, parseApiBody } from "~/lib/journal-api.server";
import { REPLY_CODE } from "@core/config/reply-codes";
import { clientIp } from "~/lib/session.server";

/**
 * POST /v1/journal/common/feReport (SPEC §7, §8): a silent report of an unhandled error in a reader's
 * browser, kept for the developers. Rate-limited per address; garbage is dropped.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const lang = preferredLanguage(request.headers.get("accept-language"));
  if (isCrossSite(request, context)) {
    return apiJson({ code: REPLY_CODE.forbidden, msg: translate(lang, "ads.api.forbidden") }, 403);
  }
  const parsed = await parseApiBody(request, clientErrorReportSchema, CLIENT_ERROR_MAX_BYTES, translate(lang, "ads.api.invalid"));
  if (!parsed.ok) return parsed.response;
  if (isBotRequest(request)) {
    return apiJson({ code: REPLY_CODE.ok, msg: translate(lang, "ads.api.ignored"), data: { stored: false } });
  }
  if (!(await consumeRateLimit(context.db, `fe-report:${clientIp(context) ?? "unknown"}`, CLIENT_ERROR_RATE_LIMIT))) {
    return apiJson({ code: REPLY_CODE.rateLimited, msg: translate(lang, "ads.api.rateLimited") }, 429, { "Retry-After": "60" });
  }
  await recordClientError(context.db, parsed.value, request.headers.get("user-agent"));
  return apiJson({ code: REPLY_CODE.ok, msg: translate(lang, "ads.api.ok"), data: { stored: true } });
}

export function loader() {
  return methodNotAllowed();
}
