import type { Route } from "./+types/api-ad-display";
import { isoDay } from "@core/dates/iso-day";
import { adDisplayRequestSchema } from "@core/ads/ad-requests";
import { langOfSiteLanguage } from "@core/ads/ad-slots";
import { listActiveAds } from "@core/ads/list-active-ads";
import { AD_REQUEST_MAX_BYTES } from "@core/tracking/limits";
import { preferredLanguage } from "@core/locale/resolve-language-path";
import { translate } from "~/i18n/translate";
import { apiJson, methodNotAllowed, parseApiBody } from "~/lib/json-api.server";
import { REPLY_CODE } from "@core/config/reply-codes";

/**
 * POST /v1/journal/advertisement/display (SPEC §7): the ads running today in one slot (ad_page, ad_location)
 * for one site language. Malformed payloads get code 1 and a message in the caller's language.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const fallbackLang = preferredLanguage(request.headers.get("accept-language"));
  const parsed = await parseApiBody(request, adDisplayRequestSchema, AD_REQUEST_MAX_BYTES, translate(fallbackLang, "ads.api.invalid"));
  if (!parsed.ok) return parsed.response;
  const { placement, siteLanguage } = parsed.value;
  const advertisement = await listActiveAds(context.db, placement, siteLanguage, isoDay());
  return apiJson(
    { code: REPLY_CODE.ok, msg: translate(langOfSiteLanguage(siteLanguage), "ads.api.ok"), data: { advertisement } },
    200,
    // The same for every reader of a language for the day: a minute's private caching saves repeat calls.
    { "Cache-Control": "private, max-age=60" },
  );
}

export function loader() {
  return methodNotAllowed();
}
