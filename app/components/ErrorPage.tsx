import { useEffect } from "react";
import { Link, isRouteErrorResponse } from "react-router";
import { handleClientError } from "~/components/telemetry/error-reporting";
import { useI18n, type MessageKey } from "~/i18n/translate";
import type { PageErrorReason } from "~/lib/route-errors";
import { PageHead } from "./PageHead";

/**
 * The not-found / parameter-error / error page (SPEC §2.2, §8): a message in the page's language,
 * a way home, and noindex.
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
      : status === 404
        ? "error.notFound"
        : status === 400 || reason === "parameter"
          ? "error.parameter"
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
    </main>
  );
}
