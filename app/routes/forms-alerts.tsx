import { Form } from "react-router";
import type { Route } from "./+types/forms-alerts";
import { CATEGORIES } from "@core/categories/categories";
import { alertsForm } from "@core/forms/alerts-schema";
import { useI18n } from "~/i18n/translate";
import { FormPageLayout } from "~/components/forms/FormPageLayout";
import { CheckboxField, ChoiceGroup, EmailField } from "~/components/forms/FormFields";
import { FormAlert, FormMeta, SubmitButton, SuccessPanel } from "~/components/forms/FormParts";
import { echo, echoChecked, echoList } from "~/components/forms/echo-values";
import { useFormPage } from "~/components/forms/use-form-page";
import { loadFormPage } from "~/lib/forms/form-page-loader.server";
import { alertsAction } from "~/lib/forms/alerts-action.server";
import { localized } from "@core/content/localized";
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
  const { result, errors, formProps } = useFormPage(alertsForm);
  const title = intro?.title ?? t("forms.alerts.title");
  const action = `/${lang}/alerts`;
  return (
    <FormPageLayout
      title={title}
      description={intro?.description}
      formTitle={t("forms.alerts.formTitle")}
      intro={intro}
    >
      {result?.status === "success" ? (
        result.outcome === "already_subscribed" ? (
          <SuccessPanel title={t("forms.alerts.alreadySubscribed")} />
        ) : (
          <SuccessPanel title={t("forms.alerts.success")}>
            <p>{t("forms.alerts.confirmNote")}</p>
          </SuccessPanel>
        )
      ) : (
        <Form method="post" action={action} className="forms-form" {...formProps}>
          <FormMeta />
          <FormAlert message={result?.status === "error" ? result.formError : null} />
          <EmailField
            idPrefix="alerts"
            label={t("forms.alerts.email")}
            error={errors.email}
            defaultValue={echo(result, "email", userEmail ?? "")}
          />
          <ChoiceGroup
            idPrefix="alerts"
            name="categories"
            type="checkbox"
            columns
            label={t("forms.alerts.categories")}
            hint={t("forms.alerts.categoriesHint")}
            options={CATEGORIES.map((c) => ({ value: String(c.id), label: localized(lang, c.nameEn, c.nameCn) }))}
            defaultValue={echoList(result, "categories")}
            error={errors.categories}
          />
          <ChoiceGroup
            idPrefix="alerts"
            name="language"
            type="radio"
            required
            label={t("forms.alerts.language")}
            options={[
              { value: "en", label: t("forms.language.en") },
              { value: "cn", label: t("forms.language.cn") },
            ]}
            defaultValue={echo(result, "language", lang)}
            error={errors.language}
          />
          <CheckboxField
            idPrefix="alerts"
            name="confirm"
            label={t("forms.alerts.confirmLabel")}
            error={errors.confirm}
            defaultChecked={echoChecked(result, "confirm")}
          />
          <SubmitButton label={t("forms.alerts.submit")} action={action} />
        </Form>
      )}
    </FormPageLayout>
  );
}
