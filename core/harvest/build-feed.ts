import { Feed } from "feed";
import { CATEGORIES } from "../categories/categories";
import { JOURNAL, type Lang } from "../config/constants";
import { protocolPageUrl } from "../protocols/citation/citation-record";
import type { FeedItem, FeedKind } from "./list-feed-items";
import { languageTag } from "../locale/language-tag";
import { localized } from "../content/localized";

export type FeedFormat = "rss" | "atom";

/** A feed's file name: new.rss, inpress.atom, category-neuroscience.rss … */
export function feedFileName(feed: FeedKind, format: FeedFormat): string {
  const base = feed.list === "category" ? `category-${CATEGORIES.find((c) => c.id === feed.categoryId)?.slug}` : feed.list;
  return `${base}.${format}`;
}

/** The feed a file name names, or null. */
export function parseFeedFileName(name: string): { feed: FeedKind; format: FeedFormat } | null {
  const m = /^(new|inpress|category-([a-z-]+))\.(rss|atom)$/.exec(name);
  if (!m) return null;
  const format = m[3] as FeedFormat;
  if (m[1] === "new" || m[1] === "inpress") return { feed: { list: m[1] }, format };
  const category = CATEGORIES.find((c) => c.slug === m[2]);
  return category ? { feed: { list: "category", categoryId: category.id }, format } : null;
}

export interface FeedTexts {
  /** The feed's title and description in the page language (from the site's catalogue). */
  title: string;
  description: string;
}

/**
 * An RSS 2.0 or Atom 1.0 document (the `feed` library writes and escapes it) in one language: titles and
 * abstracts in that language where the journal has them, links absolute at the configured origin.
 */
export function buildFeed(items: FeedItem[], options: { origin: string; lang: Lang; feed: FeedKind; format: FeedFormat; texts: FeedTexts }): string {
  const { origin, lang, feed: kind, format, texts } = options;
  const self = `${origin}/${lang}/feeds/${feedFileName(kind, format)}`;
  const home = `${origin}/${lang}`;
  const updated = items.reduce((newest, i) => (i.updatedAt > newest ? i.updatedAt : newest), "1970-01-01T00:00:00.000Z");
  const feed = new Feed({
    title: texts.title,
    description: texts.description,
    id: self,
    link: home,
    language: languageTag(lang),
    favicon: `${origin}/favicon.svg`,
    copyright: localized(lang, JOURNAL.publisherEn, JOURNAL.publisherCn),
    updated: new Date(updated),
    generator: JOURNAL.shortTitle,
    feedLinks: { [format]: self },
  });
  for (const item of items) {
    const link = protocolPageUrl(origin, lang, item.id, item.kind);
    const title = lang === "cn" ? (item.titleCn ?? item.titleEn) : item.titleEn;
    const abstract = lang === "cn" ? (item.abstractCn ?? item.abstractEn) : item.abstractEn;
    feed.addItem({
      title,
      id: link,
      link,
      description: abstract,
      date: new Date(`${item.date}T00:00:00Z`),
      author: item.authors.map((name) => ({ name })),
    });
  }
  return format === "rss" ? feed.rss2() : feed.atom1();
}
