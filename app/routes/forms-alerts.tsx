import type { Route } from "./+types/forms-alerts";
import { alertsForm } from "@core/forms/alerts-schema";
import { useI18n } from "~/i18n/translate";
import { FormPage } from "~/components/forms/FormPageLayout";
import { AlertPreferenceFields } from "~/components/forms/AlertPreferenceFields";
import { CheckboxField, EmailField } from "~/components/forms/FormFields";
import { bindFields } from "~/components/forms/bind-fields";
import { echo, echoList } from "~/components/forms/echo-values";
import { useFormPage } from "~/components/forms/use-form-page";
import { loadFormPage } from "~/lib/forms/form-page-loader.server";
import { alertsAction } from "~/lib/forms/alerts-action.server";
import "~/styles/forms.css";

export async function loader(args: Route.LoaderArgs) {
  return loadFormPage(args, "alerts");
}

export async function action(args: Route.ActionArgs) {
  return alertsAction(args);
}

/** /{lang}/alerts: subscribe to e-mail alerts (SPEC §2.2, §5), with subject categories and language (double opt-in, ADR 0043). */
export default function AlertsPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { intro, userEmail } = loaderData;
  const page = useFormPage(alertsForm);
  const field = bindFields("alerts", page);
  return (
    <FormPage
      intro={intro}
      title={t("forms.alerts.title")}
      formTitle={t("forms.alerts.formTitle")}
      success={
        page.result?.status === "success" && page.result.outcome === "already_subscribed"
          ? { title: t("forms.alerts.alreadySubscribed") }
          : { title: t("forms.alerts.success"), children: <p>{t("forms.alerts.confirmNote")}</p> }
      }
      action={`/${lang}/alerts`}
      page={page}
      submitLabel={t("forms.alerts.submit")}
    >
      <EmailField {...field.text("email", userEmail ?? "")} label={t("forms.alerts.email")} />
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
