import type { Route } from "./+types/api-ad-event";
import { isoDay } from "@core/dates/iso-day";
import { adEventSchema, type AdEventKind } from "@core/ads/ad-requests";
import { recordAdEvent } from "@core/ads/record-ad-event";
import { browserUuid } from "@core/tracking/fields";
import { AD_EVENT_RATE_LIMIT, AD_REQUEST_MAX_BYTES } from "@core/tracking/limits";
import { translate } from "~/i18n/translate";
import { apiJson, methodNotAllowed } from "~/lib/json-api.server";
import { takeReportCall } from "~/lib/report-call.server";
import { REPLY_CODE } from "@core/config/reply-codes";

/**
 * POST /v1/journal/advertisement/views and /v1/journal/advertisement/clicks (SPEC §7): one ad shown or
 * clicked, stored in ad_events and counted per ad per day. Bots are answered but not counted.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const kind: AdEventKind = new URL(request.url).pathname.endsWith("/clicks") ? "click" : "view";
  const call = await takeReportCall(request, context, {
    schema: adEventSchema,
    maxBytes: AD_REQUEST_MAX_BYTES,
    bucket: "ad-event",
    rateLimit: AD_EVENT_RATE_LIMIT,
    ignored: { counted: false },
  });
  if (call.done) return call.response;
  const { lang } = call;
  // SPEC §7: the `browser-uuid` header when the browser could send one, else the body's (sendBeacon fallback).
  const header = browserUuid.safeParse(request.headers.get("browser-uuid")).data ?? null;
  const event = header ? { ...call.value, browser_uuid: header } : call.value;
  const stored = await recordAdEvent(context.db, kind, event, isoDay());
  if (!stored) return apiJson({ code: REPLY_CODE.unknownAd, msg: translate(lang, "ads.api.unknownAd") }, 400);
  return apiJson({ code: REPLY_CODE.ok, msg: translate(lang, "ads.api.ok"), data: { counted: true } });
}

export function loader() {
  return methodNotAllowed();
}
