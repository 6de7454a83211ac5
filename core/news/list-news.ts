import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import { localized } from "../content/localized";
import { excerpt } from "../content/render-markdown";

/** News items per page of the news list. */
export const NEWS_PAGE_SIZE = 6;
const EXCERPT_CHARS = { en: 240, cn: 120 } as const;

export interface NewsSummary {
  id: number;
  slug: string;
  title: string;
  publishedOn: string;
  excerpt: string;
}

export interface NewsPage {
  items: NewsSummary[];
  page: number;
  pageCount: number;
  total: number;
}

/** One page of the published news, newest first. A page past the end comes back with no items (the route decides). */
export async function listNews(db: Db, lang: Lang, page: number, pageSize = NEWS_PAGE_SIZE): Promise<NewsPage> {
  const [count, rows] = await Promise.all([
    db
      .selectFrom("news")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("state", "=", "published")
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("news")
      .selectAll()
      .where("state", "=", "published")
      .orderBy("published_on", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const total = Number(count.n);
  return {
    items: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: localized(lang, r.title_en, r.title_cn),
      publishedOn: r.published_on,
      excerpt: excerpt(localized(lang, r.body_en, r.body_cn), EXCERPT_CHARS[lang]),
    })),
    page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    total,
  };
}
