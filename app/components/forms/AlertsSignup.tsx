import { useFetcher } from "react-router";
import { useI18n } from "~/i18n/translate";
import type { FormActionData } from "~/lib/forms/form-action-data";
import { CheckboxField, EmailField } from "./FormFields";
import { FormAlert, FormMeta } from "./FormParts";
import { useFormValidation } from "./use-form-validation";
import { useLoadOnFirstFocus } from "~/lib/use-load-on-first-focus";

/**
 * The e-mail alerts signup (SPEC §2.8: e-mail and a confirm checkbox) for the home page and the footer.
 * It posts to /{lang}/alerts: with JavaScript in place (the answer replaces the box), without it as a
 * plain form that lands on the alerts page with the same answer. Categories and language can be chosen
 * on the alerts page; here they default to every category and the page's language. Its schema comes when the
 * reader first focuses the box, so the home page does not load the validation library for every visitor.
 */
export function AlertsSignup({
  idPrefix = "alerts-signup",
  compact = false,
}: {
  idPrefix?: string;
  compact?: boolean;
}) {
  const { lang, t } = useI18n();
  const fetcher = useFetcher<FormActionData>({ key: idPrefix });
  const result = fetcher.data;
  const serverErrors = result?.status === "error" ? result.errors : undefined;
  const schema = useLoadOnFirstFocus(() => import("@core/forms/alerts-schema").then((m) => m.alertsForm));
  const { errors, formProps } = useFormValidation(schema.loaded, serverErrors);
  const action = `/${lang}/alerts`;

  if (result?.status === "success") {
    return (
      <div className={`forms-signup${compact ? " forms-signup--compact" : ""}`} role="status">
        {result.outcome === "already_subscribed" ? (
          <p className="forms-signup__message">{t("forms.alerts.alreadySubscribed")}</p>
        ) : (
          <>
            <p className="forms-signup__message">{t("forms.alerts.success")}</p>
            <p>{t("forms.alerts.confirmNote")}</p>
          </>
        )}
      </div>
    );
  }
  return (
    <fetcher.Form
      method="post"
      action={action}
      className={`forms-signup${compact ? " forms-signup--compact" : ""}`}
      {...formProps}
      onFocus={schema.onFocus}
    >
      <FormMeta requiredNote={false} />
      <FormAlert message={result?.status === "error" ? result.formError : null} />
      <EmailField
        idPrefix={idPrefix}
        label={t("forms.alerts.email")}
        error={errors.email}
        defaultValue={result?.status === "error" ? String(result.values.email ?? "") : undefined}
      />
      <CheckboxField idPrefix={idPrefix} name="confirm" label={t("forms.alerts.confirmLabel")} error={errors.confirm} />
      <button type="submit" className="forms-button">
        {fetcher.state === "submitting" ? t("forms.sending") : t("forms.alerts.submit")}
      </button>
    </fetcher.Form>
  );
}
