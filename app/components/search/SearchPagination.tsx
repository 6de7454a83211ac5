import { Link } from "react-router";
import { SEARCH_MAX_PAGE } from "@core/search/search-params";
import { useI18n } from "~/i18n/translate";

/** Page links: previous, first, a window around the current page, last, next. */
export function SearchPagination({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => string }) {
  const { t } = useI18n();
  const last = Math.min(pageCount, SEARCH_MAX_PAGE);
  if (last <= 1) return null;
  const pages = new Set([1, last]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= last) pages.add(p);
  const list = [...pages].sort((a, b) => a - b);
  return (
    <nav className="search-pages" aria-label={t("search.pages")}>
      <p className="visually-hidden">{t("search.pageOf", { page, count: last })}</p>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev">
              {t("search.previous")}
            </Link>
          </li>
        ) : null}
        {list.map((p, i) => (
          <li key={p}>
            {i > 0 && p - list[i - 1]! > 1 ? <span className="search-pages__gap">…</span> : null}
            <Link to={href(p)} aria-current={p === page ? "page" : undefined} aria-label={t("search.pageLink", { page: p })}>
              {p}
            </Link>
          </li>
        ))}
        {page < last ? (
          <li>
            <Link to={href(page + 1)} rel="next">
              {t("search.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
