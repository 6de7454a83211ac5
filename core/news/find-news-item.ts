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

/** One published news item by its slug, rendered, with its newer and older neighbours; null when there is none. */
export async function findNewsItem(db: Db, lang: Lang, slug: string): Promise<NewsItem | null> {
  if (!SLUG.test(slug) || slug.length > 200) return null;
  const row = await db.selectFrom("news").selectAll().where("slug", "=", slug).where("state", "=", "published").executeTakeFirst();
  if (!row) return null;
  const [newer, older] = await Promise.all([
    db
      .selectFrom("news")
      .select(["slug", "title_en", "title_cn"])
      .where("state", "=", "published")
      .where((eb) =>
        eb.or([
          eb("published_on", ">", row.published_on),
          eb.and([eb("published_on", "=", row.published_on), eb("id", ">", row.id)]),
        ]),
      )
      .orderBy("published_on", "asc")
      .orderBy("id", "asc")
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom("news")
      .select(["slug", "title_en", "title_cn"])
      .where("state", "=", "published")
      .where((eb) =>
        eb.or([
          eb("published_on", "<", row.published_on),
          eb.and([eb("published_on", "=", row.published_on), eb("id", "<", row.id)]),
        ]),
      )
      .orderBy("published_on", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
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
