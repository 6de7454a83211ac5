import { z } from "zod";
import { requiredText, uploadToken } from "../../forms/fields";
import type { FormSchema } from "../../forms/parse-form-values";

/**
 * The office's ad forms (ADR 0113): one zod schema per page, run in the browser and on the server. Messages are
 * catalogue keys (app/i18n/{en,cn}/editorial-ads.json). The browser runs these too: nothing here imports sharp.
 */

export const AD_TITLE_MAX_CHARS = 200;
export const AD_URL_MAX_CHARS = 2_000;
/** The longest range a statistics page shows (a year and a day: a leap year's 366 days). */
export const AD_STATS_MAX_DAYS = 366;
/** What a statistics page shows when no range is asked: the last 30 days, as `npm run report:ads`. */
export const AD_STATS_DEFAULT_DAYS = 30;

export const AD_SLOT_CHOICES = ["top", "bottom"] as const;
export const AD_LANGUAGE_CHOICES = ["en", "cn"] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written 'YYYY-MM-DD' (not 2026-02-30). */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Where an ad may lead: a web address (http or https, with a host) or a page of this site ("/en/webinars"). Not
 * "//host" (another site without a scheme), not javascript:, data: or anything else a link could run.
 */
export function isAdLink(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    const url = new URL(value);
    return (
      (url.protocol === "http:" || url.protocol === "https:") &&
      url.hostname.length > 0 &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

/** An ad's own fields as typed; the banners come as upload tokens (a stored upload, checked on the server). */
const detailFields = {
  placement: z.enum(AD_SLOT_CHOICES, "editorial.ads.error.placement"),
  language: z.enum(AD_LANGUAGE_CHOICES, "editorial.ads.error.language"),
  startsOn: z.string().trim().min(1, "editorial.ads.error.startRequired").refine(isDay, "editorial.ads.error.date"),
  endsOn: z
    .string()
    .trim()
    .refine((v) => v === "" || isDay(v), "editorial.ads.error.date"),
  url: z
    .string()
    .trim()
    .min(1, "editorial.ads.error.urlRequired")
    .max(AD_URL_MAX_CHARS, "forms.field.tooLong")
    .refine(isAdLink, "editorial.ads.error.url"),
  titleEn: requiredText(AD_TITLE_MAX_CHARS, "editorial.ads.error.titleEn"),
  titleCn: requiredText(AD_TITLE_MAX_CHARS, "editorial.ads.error.titleCn"),
  imgPcToken: uploadToken(false),
  imgMobileToken: uploadToken(false),
};

type DetailValues = { startsOn: string; endsOn: string; imgPcToken: string; imgMobileToken: string };

/** The end, when given, is not before the start (an ad of one day starts and ends on it). */
function checkDates(v: DetailValues, ctx: z.RefinementCtx) {
  if (v.endsOn && isDay(v.endsOn) && isDay(v.startsOn) && v.endsOn < v.startsOn) {
    ctx.addIssue({ code: "custom", path: ["endsOn"], message: "editorial.ads.error.endBeforeStart" });
  }
}

/** Both banners, when they must be uploaded (a new ad, or one moved to a slot of another size). */
function requireBanners(v: DetailValues, ctx: z.RefinementCtx) {
  if (!v.imgPcToken)
    ctx.addIssue({ code: "custom", path: ["imgPcToken"], message: "editorial.ads.error.imgPcRequired" });
  if (!v.imgMobileToken)
    ctx.addIssue({ code: "custom", path: ["imgMobileToken"], message: "editorial.ads.error.imgMobileRequired" });
}

/** Every field as text first, so each wrong one gets its message in one pass (a failed choice stops no other check). */
const asText = {
  placement: z.string(),
  language: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  url: z.string(),
  titleEn: z.string(),
  titleCn: z.string(),
  imgPcToken: z.string(),
  imgMobileToken: z.string(),
};

/** The checks of `detailFields`, reported on the fields of a schema built on `asText`; true when all pass. */
function checkDetails(v: Record<string, string>, ctx: z.RefinementCtx): boolean {
  const parsed = z.object(detailFields).safeParse(v);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  }
  return parsed.success;
}

const createSchema = z.object(asText).superRefine((v, ctx) => {
  checkDetails(v, ctx);
  checkDates(v, ctx);
  requireBanners(v, ctx);
});
export type AdCreateInput = z.infer<typeof createSchema>;

/** The list page's form that creates an ad: every field, and both banners. */
export const adCreateForm: FormSchema<AdCreateInput> = { schema: createSchema, arrayFields: [] };

export const AD_INTENTS = ["details", "pause", "resume"] as const;
export type AdIntent = (typeof AD_INTENTS)[number];

const actionSchema = z
  .object({
    intent: z.enum(AD_INTENTS, "forms.failed"),
    /** The slot the ad had when the page was drawn: moved to the other slot, it needs banners of that size. */
    currentPlacement: z.string(),
    ...asText,
  })
  .superRefine((v, ctx) => {
    if (v.intent !== "details") return;
    const valid = checkDetails(v, ctx);
    checkDates(v, ctx);
    if (valid && v.placement !== v.currentPlacement) requireBanners(v, ctx);
  });
export type AdActionInput = z.infer<typeof actionSchema>;

/** The ad page's forms (details, pause, resume): one schema, told apart by intent. */
export const adActionForm: FormSchema<AdActionInput> = { schema: actionSchema, arrayFields: [] };

/** An ad's details as the operations take them (checked by one of the schemas above). */
export interface AdDetails {
  placement: (typeof AD_SLOT_CHOICES)[number];
  language: (typeof AD_LANGUAGE_CHOICES)[number];
  startsOn: string;
  endsOn: string | null;
  url: string;
  titleEn: string;
  titleCn: string;
}

export function adDetailsOf(values: AdCreateInput | AdActionInput): AdDetails {
  const v = z.object(detailFields).parse(values);
  return {
    placement: v.placement,
    language: v.language,
    startsOn: v.startsOn,
    endsOn: v.endsOn || null,
    url: v.url,
    titleEn: v.titleEn,
    titleCn: v.titleCn,
  };
}

const rangeSchema = z
  .object({
    from: z.string().trim().min(1, "editorial.ads.error.fromRequired").refine(isDay, "editorial.ads.error.date"),
    to: z.string().trim().min(1, "editorial.ads.error.toRequired").refine(isDay, "editorial.ads.error.date"),
  })
  .superRefine((v, ctx) => {
    if (!isDay(v.from) || !isDay(v.to)) return;
    if (v.to < v.from) ctx.addIssue({ code: "custom", path: ["to"], message: "editorial.ads.error.toBeforeFrom" });
    else if ((Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 + 1 > AD_STATS_MAX_DAYS) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "editorial.ads.error.rangeTooLong" });
    }
  });
export type AdStatsRange = z.infer<typeof rangeSchema>;

/** The statistics pages' date range (a GET form: the range is in the address, so it can be bookmarked). */
export const adStatsRangeForm: FormSchema<AdStatsRange> = { schema: rangeSchema, arrayFields: [] };
