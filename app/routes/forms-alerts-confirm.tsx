import { Link } from "react-router";
import type { Route } from "./+types/forms-alerts-confirm";
import { confirmSubscription } from "@core/alerts/confirm-subscription";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";

/**
 * /{lang}/alerts/confirm?token=…: the link of the confirmation e-mail (double opt-in, ADR 0043). Opening
 * it activates the subscription; opening it again says it is already active.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = await confirmSubscription(context.db, token);
  return outcome.kind === "confirmed" || outcome.kind === "already_confirmed"
    ? { kind: outcome.kind, email: outcome.email, manageToken: outcome.unsubscribeToken }
    : { kind: outcome.kind, email: null, manageToken: null };
}

export default function AlertsConfirmPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { kind, email, manageToken } = loaderData;
  const title =
    kind === "confirmed"
      ? t("forms.alerts.confirmed")
      : kind === "already_confirmed"
        ? t("forms.alerts.alreadySubscribed")
        : kind === "expired"
          ? t("forms.alerts.confirmExpired")
          : t("forms.alerts.confirmInvalid");
  return (
    <main id="main" className="container forms-page forms-page--narrow">
      <PageHead title={t("forms.alerts.confirmTitle")} noindex />
      <h1>{t("forms.alerts.confirmTitle")}</h1>
      <section
        className={kind === "confirmed" || kind === "already_confirmed" ? "forms-success" : "forms-alert"}
        role="status"
      >
        <h2>{title}</h2>
        {email ? <p>{t("forms.alerts.confirmedNote", { email })}</p> : <p>{t("forms.alerts.confirmAgain")}</p>}
        <p>
          {manageToken ? (
            <Link to={`/${lang}/alerts/unsubscribe?token=${encodeURIComponent(manageToken)}`}>
              {t("forms.alerts.manageLink")}
            </Link>
          ) : (
            <Link to={`/${lang}/alerts`}>{t("forms.alerts.subscribeAgain")}</Link>
          )}
        </p>
      </section>
    </main>
  );
}
