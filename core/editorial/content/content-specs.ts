import { BOARD_MEMBER_SPEC } from "./board-member-form";
import type { ContentKind, ContentKindSpec } from "./content-kind";
import { FAQ_SPEC } from "./faq-form";
import { NEWS_SPEC } from "./news-form";
import { JOURNAL_SPEC, SPONSOR_SPEC } from "./partner-form";
import { VIDEO_SPEC } from "./video-form";
import { WEBINAR_SPEC } from "./webinar-form";

/** Every kind of content the office edits (ADR 0112), in the order of the office's hub page. */
export const CONTENT_SPECS: Readonly<Record<ContentKind, ContentKindSpec>> = {
  news: NEWS_SPEC,
  faqs: FAQ_SPEC,
  board: BOARD_MEMBER_SPEC,
  journals: JOURNAL_SPEC,
  sponsors: SPONSOR_SPEC,
  webinars: WEBINAR_SPEC,
  videos: VIDEO_SPEC,
};
