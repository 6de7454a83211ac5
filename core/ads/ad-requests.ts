import { z } from "zod";
import { integerField, browserUuid, optionalText, urlText } from "../tracking/fields";
import { SHORT_TEXT_MAX_CHARS, URL_MAX_CHARS } from "../tracking/limits";
import { AD_SITE, placementOfSlot } from "./ad-slots";

/** POST /v1/journal/advertisement/display (SPEC §7). */
export const adDisplayRequestSchema = z
  .object({
    ad_page: integerField(1, 100_000),
    ad_location: integerField(1, 100),
    site: integerField(0, 100).refine((v) => v === AD_SITE, { message: `site must be ${AD_SITE}` }),
    site_language: integerField(1, 2),
  })
  .transform((v, ctx) => {
    const placement = placementOfSlot(v.ad_page, v.ad_location);
    if (!placement) {
      ctx.addIssue({ code: "custom", message: "no such ad_page and ad_location", path: ["ad_location"] });
      return z.NEVER;
    }
    return { placement, siteLanguage: v.site_language };
  });

export type AdDisplayRequest = z.input<typeof adDisplayRequestSchema>;

/** POST /v1/journal/advertisement/views and …/clicks (SPEC §7): one shown or clicked ad. */
export const adEventSchema = z.object({
  display_number: integerField(1, 1_000_000_000),
  current_page: urlText.min(1),
  from_url: optionalText(URL_MAX_CHARS),
  browser_uuid: browserUuid,
  browser_info: optionalText(SHORT_TEXT_MAX_CHARS),
  os: optionalText(128),
});

export type AdEventPayload = z.input<typeof adEventSchema>;
export type AdEvent = z.output<typeof adEventSchema>;
export type AdEventKind = "view" | "click";
