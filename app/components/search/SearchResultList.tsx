import { Link } from "react-router";
import type { Lang } from "@core/config/constants";
import { formatDate } from "@core/dates/format-date";
import type { SearchHit } from "@core/search/search-protocols";
import { useI18n } from "~/i18n/translate";
import { Highlighted } from "./Highlighted";
import { languageTag } from "@core/locale/language-tag";
import { localized } from "@core/content/localized";

/** Search results: title, authors, date, category, views and a snippet, matched words marked. */
export function SearchResultList({ hits }: { hits: readonly SearchHit[] }) {
  const { lang, t } = useI18n();
  const other = (l: Lang) => (l !== lang ? languageTag(l) : undefined);
  return (
    <ol className="search-hits">
      {hits.map((hit) => {
        const p = hit.summary;
        const category = p.categories[0];
        return (
          <li key={p.id} className="search-hit">
            <h3 className="search-hit__title">
              <Link to={`/${lang}/bpdetail?id=${p.id}&type=${p.kind}`} lang={other(hit.titleLang)}>
                <Highlighted segments={hit.title} />
              </Link>
            </h3>
            <p className="search-hit__authors">
              {hit.authors.map((a, i) => (
                <span key={i}>
                  {i > 0 ? (lang === "cn" ? "，" : ", ") : null}
                  <Highlighted segments={a} />
                </span>
              ))}
            </p>
            <p className="search-hit__meta">
              {p.date ? <time dateTime={p.date}>{formatDate(p.date, lang)}</time> : null}
              {category ? <span>{localized(lang, category.nameEn, category.nameCn)}</span> : null}
              <span>{t("protocol.views", { count: p.views })}</span>
            </p>
            <p className="search-hit__snippet" lang={other(hit.snippetLang)}>
              {hit.snippetSource !== "abstract" ? (
                <span className="search-hit__source">{t("punct.colon", { label: hit.snippetSource === "body" ? t("search.fromFullText") : t("search.fromKeywords") })} </span>
              ) : null}
              <Highlighted segments={hit.snippet} />
            </p>
            {hit.fullTextOnly ? (
              <p className="search-hit__note">
                {t("search.fullTextOnly")}{" "}
                <Link to={`/${lang}/login?redirect=${encodeURIComponent(`/${lang}/bpdetail?id=${p.id}&type=${p.kind}`)}`}>{t("search.fullTextLogin")}</Link>
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
