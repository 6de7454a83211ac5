import { Form, Link } from "react-router";
import type { Route } from "./+types/forms-ambassador";
import { AMBASSADOR_DEGREES, ambassadorForm } from "@core/forms/ambassador-schema";
import { MOTIVATION_MAX_CHARS } from "@core/forms/limits";
import { submitAmbassadorApplication } from "@core/ambassadors/submit-ambassador-application";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { CheckboxField, EmailField, SelectField, TextArea, TextField } from "~/components/forms/FormFields";
import { FormAlert, FormMeta, SubmitButton, SuccessPanel } from "~/components/forms/FormParts";
import { FormPageLayout } from "~/components/forms/FormPageLayout";
import { echo, echoChecked } from "~/components/forms/echo-values";
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
  const { result, errors, formProps } = useFormPage(ambassadorForm);
  const action = `/${lang}/ambassador`;
  return (
    <FormPageLayout
      title={intro?.title ?? t("forms.ambassador.title")}
      description={intro?.description}
      formTitle={t("forms.ambassador.formTitle")}
      intro={intro}
      aside={
        <p className="forms-aside-link">
          <Link to={`/${lang}/ambassadorlist`}>{t("forms.ambassador.listLink")}</Link>
        </p>
      }
    >
      {result?.status === "success" ? (
        <SuccessPanel
          title={t("forms.ambassador.success")}
          note={t("forms.ambassador.successNote")}
          reference={result.reference}
        />
      ) : (
        <Form method="post" action={action} className="forms-form" {...formProps}>
          <FormMeta idempotencyKey={idempotencyKey} />
          <FormAlert message={result?.status === "error" ? result.formError : null} />
          <TextField
            idPrefix="ambassador"
            name="name"
            label={t("forms.field.name")}
            required
            autoComplete="name"
            maxLength={200}
            error={errors.name}
            defaultValue={echo(result, "name")}
          />
          <EmailField
            idPrefix="ambassador"
            error={errors.email}
            defaultValue={echo(result, "email", userEmail ?? "")}
          />
          <TextField
            idPrefix="ambassador"
            name="institution"
            label={t("forms.ambassador.institution")}
            required
            autoComplete="organization"
            maxLength={300}
            error={errors.institution}
            defaultValue={echo(result, "institution")}
          />
          <TextField
            idPrefix="ambassador"
            name="country"
            label={t("forms.field.country")}
            required
            autoComplete="country-name"
            maxLength={100}
            error={errors.country}
            defaultValue={echo(result, "country")}
          />
          <SelectField
            idPrefix="ambassador"
            name="degree"
            label={t("forms.ambassador.degree")}
            required
            placeholder={t("forms.choose")}
            options={AMBASSADOR_DEGREES.map((d) => ({
              value: d,
              label: t(`forms.ambassador.degree.${d}` as MessageKey),
            }))}
            error={errors.degree}
            defaultValue={echo(result, "degree")}
          />
          <TextArea
            idPrefix="ambassador"
            name="motivation"
            label={t("forms.ambassador.motivation")}
            hint={t("forms.ambassador.motivationHint", { max: MOTIVATION_MAX_CHARS.toLocaleString("en") })}
            required
            rows={7}
            error={errors.motivation}
            defaultValue={echo(result, "motivation")}
          />
          <CheckboxField
            idPrefix="ambassador"
            name="adult"
            label={t("forms.ambassador.adult")}
            error={errors.adult}
            defaultChecked={echoChecked(result, "adult")}
          />
          <CheckboxField
            idPrefix="ambassador"
            name="listConsent"
            label={t("forms.ambassador.listConsentLabel")}
            error={errors.listConsent}
            defaultChecked={echoChecked(result, "listConsent")}
          />
          <SubmitButton label={t("forms.ambassador.submit")} action={action} />
        </Form>
      )}
    </FormPageLayout>
  );
}
