import "virtual:messages/with/content";
import { Link } from "react-router";
import { useI18n } from "~/i18n/translate";

/** Page links (real links: they work without scripts and are crawlable). `href(n)` builds page n's URL. */
export function Pager({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => string }) {
  const { t } = useI18n();
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav className="pager" aria-label={t("content.pager.label")}>
      <p className="visually-hidden" aria-live="polite">
        {t("content.pager.status", { page, count: pageCount })}
      </p>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev">
              {t("content.pager.previous")}
            </Link>
          ) : (
            <span aria-disabled="true">{t("content.pager.previous")}</span>
          )}
        </li>
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" aria-label={t("content.pager.page", { page: n })}>
                {n}
              </span>
            ) : (
              <Link to={href(n)} aria-label={t("content.pager.page", { page: n })}>
                {n}
              </Link>
            )}
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <Link to={href(page + 1)} rel="next">
              {t("content.pager.next")}
            </Link>
          ) : (
            <span aria-disabled="true">{t("content.pager.next")}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
