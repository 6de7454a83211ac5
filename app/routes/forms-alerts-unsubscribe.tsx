import { Form, Link, data, useActionData } from "react-router";
import type { Route } from "./+types/forms-alerts-unsubscribe";
import { alertPreferencesForm } from "@core/forms/alerts-schema";
import { parseFormValues } from "@core/forms/parse-form-values";
import { findSubscriptionByUnsubscribeToken } from "@core/alerts/find-subscription";
import { unsubscribeFromAlerts } from "@core/alerts/unsubscribe-from-alerts";
import { updateAlertPreferences } from "@core/alerts/update-alert-preferences";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { AlertPreferenceFields } from "~/components/forms/AlertPreferenceFields";
import { FormAlert, SuccessPanel } from "~/components/forms/FormParts";
import { formsServicesOf } from "~/lib/forms/forms-services.server";
import { readForm } from "~/lib/forms/read-form.server";
import { guardLanguage } from "~/lib/language-guard.server";

function tokenOf(request: Request): string {
  return new URL(request.url).searchParams.get("token") ?? "";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const subscription = await findSubscriptionByUnsubscribeToken(context.db, tokenOf(request));
  return { subscription };
}

type Result = { done: "unsubscribed" | "updated" | "invalid" } | { done: "error"; formError: string };

/**
 * The manage link of every alert (and its List-Unsubscribe target): change categories and language, or
 * unsubscribe. A mail provider's one-click POST (RFC 8058, body List-Unsubscribe=One-Click) unsubscribes.
 */
export async function action({ request, context }: Route.ActionArgs) {
  guardLanguage(request);
  const token = tokenOf(request);
  let values;
  try {
    values = (await readForm(request, { db: context.db, storage: formsServicesOf(context).uploads })).values;
  } catch {
    return data<Result>({ done: "error", formError: "forms.failed" }, { status: 400 });
  }
  if (values.intent === "update") {
    const parsed = parseFormValues(alertPreferencesForm, values);
    if (!parsed.ok) return data<Result>({ done: "error", formError: "forms.failed" }, { status: 400 });
    const found = await updateAlertPreferences(context.db, token, {
      categoryIds: parsed.data.categories,
      language: parsed.data.language,
    });
    return data<Result>({ done: found ? "updated" : "invalid" }, { status: found ? 200 : 404 });
  }
  const found = await unsubscribeFromAlerts(context.db, token);
  return data<Result>({ done: found ? "unsubscribed" : "invalid" }, { status: found ? 200 : 404 });
}

export default function AlertsManagePage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const result = useActionData<Result>();
  const { subscription } = loaderData;
  const title = t("forms.alerts.manageTitle");
  let body: React.ReactNode;
  if (result?.done === "unsubscribed") {
    body = (
      <SuccessPanel
        title={t("forms.alerts.unsubscribed")}
        again={{ href: `/${lang}/alerts`, label: t("forms.alerts.subscribeAgain") }}
      >
        <p>{t("forms.alerts.unsubscribedNote")}</p>
      </SuccessPanel>
    );
  } else if (!subscription || result?.done === "invalid") {
    body = (
      <section className="forms-alert" role="status">
        <h2>{t("forms.alerts.manageInvalid")}</h2>
        <p>
          <Link to={`/${lang}/alerts`}>{t("forms.alerts.subscribeAgain")}</Link>
        </p>
      </section>
    );
  } else {
    body = (
      <>
        {result?.done === "updated" ? (
          <p className="forms-notice" role="status">
            {t("forms.alerts.updated")}
          </p>
        ) : null}
        <FormAlert message={result?.done === "error" ? result.formError : null} />
        <p>{t("forms.alerts.manageFor", { email: subscription.email })}</p>
        <Form method="post" className="forms-form">
          <input type="hidden" name="intent" value="update" />
          <AlertPreferenceFields
            idPrefix="manage"
            categories={subscription.categoryIds.map(String)}
            language={subscription.language}
          />
          <button type="submit" className="forms-button">
            {t("forms.alerts.save")}
          </button>
        </Form>
        <Form method="post" className="forms-form forms-form--danger">
          <input type="hidden" name="intent" value="unsubscribe" />
          <h2>{t("forms.alerts.unsubscribeTitle")}</h2>
          <p>{t("forms.alerts.unsubscribeNote")}</p>
          <button type="submit" className="forms-button forms-button--danger">
            {t("forms.alerts.unsubscribe")}
          </button>
        </Form>
      </>
    );
  }
  return (
    <main id="main" className="container forms-page forms-page--narrow">
      <PageHead title={title} noindex />
      <h1>{title}</h1>
      {body}
    </main>
  );
}
