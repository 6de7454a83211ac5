import { useEffect } from "react";
import { Link, isRouteErrorResponse } from "react-router";
import { CATEGORIES } from "@core/categories/categories";
import { handleClientError } from "~/components/telemetry/error-reporting";
import { SearchBox } from "~/components/search/SearchBox";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { BODY_MESSAGE_KEYS, type PageErrorReason } from "~/lib/route-errors";
import { PageHead } from "./PageHead";
import { localized } from "@core/content/localized";

/**
 * The not-found / parameter-error / error page (SPEC §2.2, §8): a message in the page's language,
 * a way home, and noindex. A reader who followed a dead link gets ways on, not only home: the search box,
 * the archive and the subject categories (issue 19).
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { lang, t } = useI18n();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const reason: PageErrorReason | undefined = isRouteErrorResponse(error)
    ? (error.data as { reason?: PageErrorReason } | null)?.reason
    : undefined;
  const key: MessageKey =
    reason === "unknown-language"
      ? "error.unknownLanguage"
      : reason === "malformed" || reason === "too-large" || reason === "unsupported"
        ? BODY_MESSAGE_KEYS[reason]
      : status === 404
        ? "error.notFound"
        : status === 400 || reason === "parameter"
          ? "error.parameter"
          : status === 405
            ? "error.methodNotAllowed"
            : "error.generic";
  const message = t(key);
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  // A crash in the browser (not an HTTP-like route error) is reported silently, or reloads for a missing chunk.
  useEffect(() => {
    if (!isRouteErrorResponse(error)) handleClientError(error);
  }, [error]);
  return (
    <main id="main" className="error-page">
      <PageHead title={message} noindex />
      <p className="error-page__status">{t("error.status", { status })}</p>
      <h1 className="error-page__message">{message}</h1>
      <p>
        <Link to={`/${lang}`} className="button">
          {t("error.returnHome")}
        </Link>
      </p>
      <nav className="error-page__ways" aria-label={t("error.waysOn")}>
        <SearchBox variant="header" placeholder={t("search.label")} className="error-page__search" />
        <p>
          <Link to={`/${lang}/archive`}>{t("nav.archive")}</Link>
        </p>
        <h2 className="error-page__categories-title">{t("nav.categoriesMenu")}</h2>
        <ul className="error-page__categories">
          {CATEGORIES.map((c) => (
            <li key={c.id}>
              <Link to={`/${lang}/category?fl1=${c.id}&c=1`}>{localized(lang, c.nameEn, c.nameCn)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
