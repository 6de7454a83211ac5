import { Link } from "react-router";
import type { Route } from "./+types/forms-ambassador";
import { AMBASSADOR_DEGREES, ambassadorForm } from "@core/forms/ambassador-schema";
import { MOTIVATION_MAX_CHARS } from "@core/forms/limits";
import { submitAmbassadorApplication } from "@core/ambassadors/submit-ambassador-application";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { CheckboxField, SelectField, TextArea } from "~/components/forms/FormFields";
import { FormPage } from "~/components/forms/FormPageLayout";
import { ApplicantFields } from "~/components/forms/ApplicantFields";
import { bindFields } from "~/components/forms/bind-fields";
import { useFormPage } from "~/components/forms/use-form-page";
import { loadFormPage } from "~/lib/forms/form-page-loader.server";
import { runFormAction } from "~/lib/forms/run-form-action.server";
import "~/styles/forms.css";

export async function loader(args: Route.LoaderArgs) {
  return loadFormPage(args, "ambassador");
}

export async function action(args: Route.ActionArgs) {
  return runFormAction(args, {
    name: "ambassador",
    form: ambassadorForm,
    async submit({ db, values, idempotencyKey, lang, mail }) {
      const result = await submitAmbassadorApplication(db, mail, { values, lang, idempotencyKey });
      return { ok: true, reference: result.reference, emailIds: result.emailIds };
    },
  });
}

/** /{lang}/ambassador: the campus ambassador programme and its application form. */
export default function AmbassadorPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { intro, idempotencyKey, userEmail } = loaderData;
  const page = useFormPage(ambassadorForm);
  const field = bindFields("ambassador", page);
  return (
    <FormPage
      intro={intro}
      title={t("forms.ambassador.title")}
      formTitle={t("forms.ambassador.formTitle")}
      aside={
        <p className="forms-aside-link">
          <Link to={`/${lang}/ambassadorlist`}>{t("forms.ambassador.listLink")}</Link>
        </p>
      }
      success={{ title: t("forms.ambassador.success"), note: t("forms.ambassador.successNote") }}
      action={`/${lang}/ambassador`}
      page={page}
      idempotencyKey={idempotencyKey}
      submitLabel={t("forms.ambassador.submit")}
    >
      <ApplicantFields
        field={field}
        userEmail={userEmail}
        organisation={{ name: "institution", label: t("forms.ambassador.institution") }}
      />
      <SelectField
        {...field.text("degree")}
        label={t("forms.ambassador.degree")}
        required
        placeholder={t("forms.choose")}
        options={AMBASSADOR_DEGREES.map((d) => ({ value: d, label: t(`forms.ambassador.degree.${d}` as MessageKey) }))}
      />
      <TextArea
        {...field.text("motivation")}
        label={t("forms.ambassador.motivation")}
        hint={t("forms.ambassador.motivationHint", { max: MOTIVATION_MAX_CHARS.toLocaleString("en") })}
        required
        rows={7}
      />
      <CheckboxField {...field.checkbox("adult")} label={t("forms.ambassador.adult")} />
      <CheckboxField {...field.checkbox("listConsent")} label={t("forms.ambassador.listConsentLabel")} />
    </FormPage>
  );
}
