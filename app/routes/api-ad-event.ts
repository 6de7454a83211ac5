import type { Route } from "./+types/api-ad-event";
import { isoDay } from "@core/dates/iso-day";
import { adEventSchema, type AdEventKind } from "@core/ads/ad-requests";
import { recordAdEvent } from "@core/ads/record-ad-event";
import { browserUuid } from "@core/tracking/fields";
import { AD_EVENT_RATE_LIMIT, AD_REQUEST_MAX_BYTES } from "@core/tracking/limits";
import { consumeRateLimit } from "@core/rate-limit/consume-rate-limit";
import { preferredLanguage } from "@core/locale/resolve-language-path";
import { translate } from "~/i18n/translate";
import { apiJson, isBotRequest, isCrossSite, methodNotAllowed, parseApiBody } from "~/lib/journal-api.server";
import { REPLY_CODE } from "@core/config/reply-codes";
import { clientIp } from "~/lib/session.server";

/**
 * POST /v1/journal/advertisement/views and /v1/journal/advertisement/clicks (SPEC §7): one ad shown or
 * clicked, stored in ad_events and counted per ad per day. Bots are answered but not counted.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const kind: AdEventKind = new URL(request.url).pathname.endsWith("/clicks") ? "click" : "view";
  const lang = preferredLanguage(request.headers.get("accept-language"));
  if (isCrossSite(request, context)) {
    return apiJson({ code: REPLY_CODE.forbidden, msg: translate(lang, "ads.api.forbidden") }, 403);
  }
  const parsed = await parseApiBody(request, adEventSchema, AD_REQUEST_MAX_BYTES, translate(lang, "ads.api.invalid"));
  if (!parsed.ok) return parsed.response;
  if (isBotRequest(request)) {
    return apiJson({ code: REPLY_CODE.ok, msg: translate(lang, "ads.api.ignored"), data: { counted: false } });
  }
  if (!(await consumeRateLimit(context.db, `ad-event:${clientIp(context) ?? "unknown"}`, AD_EVENT_RATE_LIMIT))) {
    return apiJson({ code: REPLY_CODE.rateLimited, msg: translate(lang, "ads.api.rateLimited") }, 429, { "Retry-After": "60" });
  }
  // SPEC §7: the `browser-uuid` header when the browser could send one, else the body's (sendBeacon fallback).
  const header = browserUuid.safeParse(request.headers.get("browser-uuid")).data ?? null;
  const event = header ? { ...parsed.value, browser_uuid: header } : parsed.value;
  const stored = await recordAdEvent(context.db, kind, event, isoDay());
  if (!stored) return apiJson({ code: REPLY_CODE.unknownAd, msg: translate(lang, "ads.api.unknownAd") }, 400);
  return apiJson({ code: REPLY_CODE.ok, msg: translate(lang, "ads.api.ok"), data: { counted: true } });
}

export function loader() {
  return methodNotAllowed();
}
