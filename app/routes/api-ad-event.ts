import type { Route } from "./+types/api-ad-event";
import { isoDay } from "@core/dates/iso-day";
import { adEventSchema, type AdEventKind } from "@core/ads/ad-requests";
import { recordAdEvent } from "@core/ads/record-ad-event";
import { browserUuid } from "@core/tracking/fields";
import { REPLY_CODE } from "@core/config/reply-codes";
import { translate } from "~/i18n/translate";
import { apiJson, methodNotAllowed } from "~/lib/json-api.server";
import { reportCallAction, reportKept } from "~/lib/report-call.server";

/**
 * POST /v1/journal/advertisement/views and /v1/journal/advertisement/clicks (SPEC §7): one ad shown or
 * clicked, stored in ad_events and counted per ad per day. Bots are answered but not counted.
 */
const takeAdEvent = reportCallAction("ad-event", adEventSchema, async ({ lang, value }, { request, context }) => {
  const kind: AdEventKind = new URL(request.url).pathname.endsWith("/clicks") ? "click" : "view";
  // SPEC §7: the `browser-uuid` header when the browser could send one, else the body's (sendBeacon fallback).
  const header = browserUuid.safeParse(request.headers.get("browser-uuid")).data ?? null;
  const stored = await recordAdEvent(context.db, kind, header ? { ...value, browser_uuid: header } : value, isoDay());
  if (!stored) return apiJson({ code: REPLY_CODE.unknownAd, msg: translate(lang, "ads.api.unknownAd") }, 400);
  return reportKept(lang, { counted: true });
});

// Declared as a function, as every route's action is: the route table's readers (the request fuzzer) look for one.
export async function action(args: Route.ActionArgs) {
  return takeAdEvent(args);
}

export const loader = methodNotAllowed;
