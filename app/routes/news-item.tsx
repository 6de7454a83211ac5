import "virtual:messages/with/content";
import { Link } from "react-router";
import type { Route } from "./+types/news-item";
import { findNewsItem } from "@core/news/find-news-item";
import { formatDate } from "@core/dates/format-date";
import { guardLanguage } from "~/lib/language-guard.server";
import { notFound } from "~/lib/route-errors";
import { useI18n } from "~/i18n/translate";
import { ContentPage } from "~/components/content/ContentPage";
import { visitorPageHeaders } from "~/lib/visitor-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

/** One news item, /{lang}/news/{slug} (ADR 0051): its Markdown body from the database, with its neighbours. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = guardLanguage(request);
  const item = await findNewsItem(context.db, lang, params.slug);
  if (!item) throw notFound();
  return { item };
}

export default function NewsItem({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { item } = loaderData;
  return (
    <ContentPage
      title={item.title}
      description={item.summary}
      kicker={t("page.news")}
      intro={<time dateTime={item.publishedOn}>{formatDate(item.publishedOn, lang)}</time>}
      html={item.html}
      toc={item.toc}
      className="news-item-page"
    >
      <nav className="news-neighbours" aria-label={t("page.news")}>
        <ul>
          {(["newer", "older"] as const).map((side) => {
            const neighbour = item[side];
            return neighbour ? (
              <li key={side} className={`news-neighbours__${side}`}>
                <span>{t(`content.news.${side}`)}</span>{" "}
                <Link to={`/${lang}/news/${neighbour.slug}`}>{neighbour.title}</Link>
              </li>
            ) : null;
          })}
          <li className="news-neighbours__all">
            <Link to={`/${lang}/news`}>{t("content.news.all")}</Link>
          </li>
        </ul>
      </nav>
    </ContentPage>
  );
}
