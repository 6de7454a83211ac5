import "virtual:messages/with/content";
import type { Lang } from "@core/config/constants";
import { localized } from "@core/content/localized";
import { formatDate } from "@core/dates/format-date";
import type { ContentKind, ContentRow } from "@core/editorial/content/content-kind";
import { CONTENT_SPECS } from "@core/editorial/content/content-specs";
import { videoClock } from "@core/videos/video-clock";
import type { MessageKey, Translate } from "~/i18n/translate";

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/** How the office names an item of a kind (ADR 0112): its title, question or name in the page's language. */
export function contentRowLabel(kind: ContentKind, row: ContentRow, lang: Lang): string {
  const [en, cn] = CONTENT_SPECS[kind].label;
  return localized(lang, text(row[en]), text(row[cn]));
}

/** The line under an item's name in the office's list: what tells it apart and places it. */
export function contentRowMeta(kind: ContentKind, row: ContentRow, lang: Lang, t: Translate): string {
  switch (kind) {
    case "news":
      return `${formatDate(text(row.published_on), lang)} · ${text(row.slug)}`;
    case "faqs":
      return localized(lang, text(row.topic_en), text(row.topic_cn));
    case "board":
      return `${t(row.board === "advisory" ? "home.advisoryBoard" : "home.editorialBoard")} · ${t(`content.board.role.${text(row.role)}` as MessageKey)}`;
    case "journals":
    case "sponsors":
      return text(row.url) || t("editorial.content.noLink");
    case "webinars":
      return `${formatDate(text(row.starts_at), lang)} ${text(row.starts_at).slice(11, 16)} UTC`;
    case "videos":
      return [
        formatDate(text(row.published_on), lang),
        videoClock(Number(row.duration_seconds)),
        row.protocol_id ? `#${row.protocol_id}` : "",
      ]
        .filter(Boolean)
        .join(" · ");
  }
}

/** Where readers see a published item. */
export function contentPublicPath(kind: ContentKind, row: ContentRow, lang: Lang): string {
  switch (kind) {
    case "news":
      return `/${lang}/news/${text(row.slug)}`;
    case "faqs":
      return `/${lang}/faqs#faq-${row.id}`;
    case "board":
      return `/${lang}/about?type=${row.board === "advisory" ? "advisory" : "editorial"}`;
    case "journals":
      return `/${lang}`;
    case "sponsors":
      return `/${lang}/sap#sponsor-${row.id}`;
    default:
      return `/${lang}/${kind}`;
  }
}

/** The stored picture of an item (photo, logo, poster), when its kind has one. */
export function contentRowImage(kind: ContentKind, row: ContentRow): string | null {
  const image = CONTENT_SPECS[kind].image;
  return image ? text(row[image.column]) || null : null;
}
