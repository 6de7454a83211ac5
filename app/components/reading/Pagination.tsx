import { Link, useLocation } from "react-router";
import { useI18n } from "~/i18n/translate";

/** The page numbers to show: first, last, and two either side of the current one; null is a gap. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 2) out.push(n);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

/**
 * Real links to the other pages of a list (works without JavaScript): the current query with `page`
 * replaced; page 1 has no `page` parameter, so each page has one URL.
 */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useI18n();
  const location = useLocation();
  if (pages <= 1) return null;
  const href = (n: number) => {
    const query = new URLSearchParams(location.search);
    if (n === 1) query.delete("page");
    else query.set("page", String(n));
    const search = query.toString();
    return `${location.pathname}${search ? `?${search}` : ""}`;
  };
  return (
    <nav className="reading-pagination" aria-label={t("reading.pagination.label")}>
      <p className="reading-pagination__status">{t("reading.pagination.status", { page, pages })}</p>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev" className="reading-pagination__step">
              {t("reading.pagination.previous")}
            </Link>
          ) : (
            <span className="reading-pagination__step" aria-disabled="true">
              {t("reading.pagination.previous")}
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className="reading-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-label={t("reading.pagination.page", { page: n })}
                aria-current={n === page ? "page" : undefined}
                className={n === page ? "is-current" : undefined}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link to={href(page + 1)} rel="next" className="reading-pagination__step">
              {t("reading.pagination.next")}
            </Link>
          ) : (
            <span className="reading-pagination__step" aria-disabled="true">
              {t("reading.pagination.next")}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
