import { dayField, LONG_TEXT_MAX_CHARS, pairFields, requiredPair, slugField, TITLE_MAX_CHARS } from "./content-fields";
import type { ContentKindSpec } from "./content-kind";

/** News items (ADR 0112): a slug (the item's address), title and Markdown text in both languages, and a date. */
export const NEWS_SPEC: ContentKindSpec = {
  kind: "news",
  table: "news",
  entity: "news",
  details: {
    slug: slugField(),
    publishedOn: dayField("publishedOn"),
    ...requiredPair("title", TITLE_MAX_CHARS),
    ...requiredPair("body", LONG_TEXT_MAX_CHARS),
  },
  fields: [
    { name: "slug", required: true, hint: "slug" },
    { name: "publishedOn", type: "date", required: true, hint: "publishedOn" },
    ...pairFields("title", { required: true }),
    ...pairFields("body", { type: "textarea", rows: 12, required: true, hint: "markdown" }),
  ],
  label: ["title_en", "title_cn"],
  // Readers see the news newest first: its date is its place.
  order: { manual: false, column: "published_on", descending: true },
  unique: "slug",
  longTexts: ["body_en", "body_cn"],
};
