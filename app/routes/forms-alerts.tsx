import type { Route } from "./+types/forms-alerts";
import { alertsForm } from "@core/forms/alerts-schema";
import { FormPage } from "~/components/forms/FormPageLayout";
import { AlertPreferenceFields } from "~/components/forms/AlertPreferenceFields";
import { CheckboxField, EmailField } from "~/components/forms/FormFields";
import { echo, echoList } from "~/components/forms/echo-values";
import { usePublicForm } from "~/components/forms/use-public-form";
import { loadFormPage } from "~/lib/forms/form-page-loader.server";
import { alertsAction } from "~/lib/forms/alerts-action.server";

export async function loader(args: Route.LoaderArgs) {
  return loadFormPage(args, "alerts");
}

export async function action(args: Route.ActionArgs) {
  return alertsAction(args);
}

/** /{lang}/alerts: subscribe to e-mail alerts (SPEC §2.2, §5), with subject categories and language (double opt-in, ADR 0043). */
export default function AlertsPage({ loaderData }: Route.ComponentProps) {
  // No idempotency key: a subscription's natural key, the address, makes a retry harmless.
  const { lang, t, page, field, frame } = usePublicForm("alerts", alertsForm, { intro: loaderData.intro });
  return (
    <FormPage
      {...frame}
      success={
        page.result?.status === "success" && page.result.outcome === "already_subscribed"
          ? { title: t("forms.alerts.alreadySubscribed") }
          : { title: t("forms.alerts.success"), children: <p>{t("forms.alerts.confirmNote")}</p> }
      }
    >
      <EmailField {...field.text("email", loaderData.userEmail ?? "")} label={t("forms.alerts.email")} />
      <AlertPreferenceFields
        idPrefix="alerts"
        categories={echoList(page.result, "categories")}
        language={echo(page.result, "language", lang)}
        errors={page.errors}
      />
      <CheckboxField {...field.checkbox("confirm")} label={t("forms.alerts.confirmLabel")} />
    </FormPage>
  );
}
