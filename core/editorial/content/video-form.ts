import { z } from "zod";
import { LANGUAGES } from "../../config/constants";
import { captionUrl } from "../../videos/caption-url";
import { dayField, pairFields, requiredPair, TITLE_MAX_CHARS } from "./content-fields";
import type { ContentKindSpec } from "./content-kind";

/** A WebM film in the site's videos folder: /videos/name.webm (sub-folders allowed). */
const VIDEO_PATH = /^\/videos\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9][A-Za-z0-9._-]*\.webm$/;
const MAX_SECONDS = 24 * 60 * 60;

/** The files a video needs on the server: the film and its captions in both languages beside it (ADR 0085). */
export function videoFiles(src: string): string[] {
  return [src, ...LANGUAGES.map((lang) => captionUrl(src, lang))];
}

/**
 * Protocol videos (ADR 0112): title in both languages, the film's path, its running time, date, the protocol it
 * shows (by number, optional) and a poster (uploaded, 16:9). The film and its two caption files are put in the
 * site's public `videos/` folder as the demo videos are (ADR 0085); the office does not upload films.
 */
export const VIDEO_SPEC: ContentKindSpec = {
  kind: "videos",
  table: "videos",
  entity: "video",
  details: {
    ...requiredPair("title", TITLE_MAX_CHARS),
    src: z.string().trim().max(300, "editorial.content.error.src").regex(VIDEO_PATH, "editorial.content.error.src"),
    durationSeconds: z
      .string()
      .trim()
      .regex(/^\d{1,5}$/, "editorial.content.error.durationSeconds")
      .transform(Number)
      .refine((n) => n >= 1 && n <= MAX_SECONDS, "editorial.content.error.durationSeconds"),
    publishedOn: dayField("publishedOn"),
    protocolId: z
      .string()
      .trim()
      .regex(/^(#?\d{1,9})?$/, "editorial.content.error.protocolId")
      .transform((v) => (v === "" ? null : Number(v.replace(/^#/, "")))),
  },
  fields: [
    ...pairFields("title", { required: true }),
    { name: "src", required: true, hint: "src" },
    { name: "durationSeconds", type: "number", required: true },
    { name: "publishedOn", type: "date", required: true, hint: "publishedOn" },
    { name: "protocolId", hint: "protocolId" },
  ],
  label: ["title_en", "title_cn"],
  order: { manual: false, column: "published_on", descending: true },
  image: { column: "poster_url", widths: [320, 640], aspect: 16 / 9 },
  longTexts: [],
};
