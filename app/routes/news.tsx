import "virtual:messages/with/content";
import { Link } from "react-router";
import type { Route } from "./+types/news";
import { listNews } from "@core/news/list-news";
import { formatDate } from "@core/dates/format-date";
import { guardLanguage } from "~/lib/language-guard.server";
import { requireContentPage } from "~/lib/content-page.server";
import { notFound } from "~/lib/route-errors";
import { useI18n } from "~/i18n/translate";
import { ContentPage } from "~/components/content/ContentPage";
import { Pager } from "~/components/content/Pager";
import { visitorPageHeaders } from "~/lib/visitor-page.server";
import { requestedPage } from "~/lib/list-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

/** SPEC §2.2 /{lang}/news: the news list, newest first, in pages (?page=2); each item at /{lang}/news/{slug}. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = guardLanguage(request);
  const page = requestedPage(request);
  const [intro, news] = await Promise.all([requireContentPage("news-intro", lang), listNews(context.db, lang, page)]);
  if (page > news.pageCount) throw notFound();
  return { intro, news };
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { intro, news } = loaderData;
  return (
    <ContentPage
      title={intro.title}
      description={intro.description}
      html={intro.html}
      canonicalParams={["page"]}
      className="news-page"
    >
      <section aria-labelledby="news-latest">
        <h2 id="news-latest" className="visually-hidden">
          {t("content.news.latest")}
        </h2>
        {news.items.length ? (
          <ol className="news-list">
            {news.items.map((item) => (
              <li key={item.id} className="news-list__item">
                <h3 className="news-list__title">
                  <Link to={`/${lang}/news/${item.slug}`}>{item.title}</Link>
                </h3>
                <p className="news-list__date">
                  <time dateTime={item.publishedOn}>{formatDate(item.publishedOn, lang)}</time>
                </p>
                <p className="news-list__excerpt">{item.excerpt}</p>
                <Link
                  to={`/${lang}/news/${item.slug}`}
                  className="news-list__more"
                  aria-label={t("content.news.readMoreAbout", { title: item.title })}
                >
                  {t("content.news.readMore")}
                </Link>
              </li>
            ))}
          </ol>
        ) : (
          <p className="empty-note">{t("content.news.empty")}</p>
        )}
      </section>
      <Pager
        page={news.page}
        pageCount={news.pageCount}
        href={(n) => (n === 1 ? `/${lang}/news` : `/${lang}/news?page=${n}`)}
      />
    </ContentPage>
  );
}
