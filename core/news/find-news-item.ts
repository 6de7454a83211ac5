import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import { localized } from "../content/localized";
import { excerpt, renderMarkdown, type TocEntry } from "../content/render-markdown";

export interface NewsLink {
  slug: string;
  title: string;
}

export interface NewsItem {
  id: number;
  slug: string;
  title: string;
  publishedOn: string;
  html: string;
  toc: TocEntry[];
  /** A short plain-text summary for the page's meta description. */
  summary: string;
  newer: NewsLink | null;
  older: NewsLink | null;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The published item next to `item` in the news order (date, then id): the newer or the older one. */
function neighbour(db: Db, item: { id: number; published_on: string }, side: "newer" | "older") {
  const [beyond, order] = side === "newer" ? ([">", "asc"] as const) : (["<", "desc"] as const);
  return db
    .selectFrom("news")
    .select(["slug", "title_en", "title_cn"])
    .where("state", "=", "published")
    .where((eb) =>
      eb.or([
        eb("published_on", beyond, item.published_on),
        eb.and([eb("published_on", "=", item.published_on), eb("id", beyond, item.id)]),
      ]),
    )
    .orderBy("published_on", order)
    .orderBy("id", order)
    .limit(1)
    .executeTakeFirst();
}

/** One published news item by its slug, rendered, with its newer and older neighbours; null when there is none. */
export async function findNewsItem(db: Db, lang: Lang, slug: string): Promise<NewsItem | null> {
  if (!SLUG.test(slug) || slug.length > 200) return null;
  const row = await db.selectFrom("news").selectAll().where("slug", "=", slug).where("state", "=", "published").executeTakeFirst();
  if (!row) return null;
  const [newer, older] = await Promise.all([neighbour(db, row, "newer"), neighbour(db, row, "older")]);
  const body = localized(lang, row.body_en, row.body_cn);
  const { html, toc } = renderMarkdown(body);
  const link = (r: typeof newer) => (r ? { slug: r.slug, title: localized(lang, r.title_en, r.title_cn) } : null);
  return {
    id: row.id,
    slug: row.slug,
    title: localized(lang, row.title_en, row.title_cn),
    publishedOn: row.published_on,
    html,
    toc,
    summary: excerpt(body, 160),
    newer: link(newer),
    older: link(older),
  };
}
