import { Form } from "react-router";
import type { Route } from "./+types/forms-becomereviewer";
import { CATEGORIES } from "@core/categories/categories";
import { reviewerForm } from "@core/forms/reviewer-schema";
import { submitReviewerApplication } from "@core/reviewers/submit-reviewer-application";
import { useI18n } from "~/i18n/translate";
import { ChoiceGroup, EmailField, TextField } from "~/components/forms/FormFields";
import { FileField } from "~/components/forms/FileField";
import { FormAlert, FormMeta, SubmitButton, SuccessPanel } from "~/components/forms/FormParts";
import { FormPageLayout } from "~/components/forms/FormPageLayout";
import { echo, echoList } from "~/components/forms/echo-values";
import { useFormPage } from "~/components/forms/use-form-page";
import { loadFormPage } from "~/lib/forms/form-page-loader.server";
import { runFormAction } from "~/lib/forms/run-form-action.server";
import { localized } from "@core/content/localized";
import "~/styles/forms.css";

export async function loader(args: Route.LoaderArgs) {
  return loadFormPage(args, "becomereviewer");
}

export async function action(args: Route.ActionArgs) {
  return runFormAction(args, {
    name: "reviewer",
    form: reviewerForm,
    files: [{ field: "cv", tokenField: "cvToken", kind: "cv" }],
    async submit({ db, values, uploads, idempotencyKey, lang, mail }) {
      const result = await submitReviewerApplication(db, mail, { values, lang, cv: uploads.cvToken!, idempotencyKey });
      return { ok: true, reference: result.reference, emailIds: result.emailIds };
    },
  });
}

/** /{lang}/becomereviewer: the reviewer application (SPEC §2.2: contact information and CV file). */
export default function BecomeReviewerPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { intro, idempotencyKey, userEmail } = loaderData;
  const { result, uploads, errors, formProps, setFieldError } = useFormPage(reviewerForm);
  const action = `/${lang}/becomereviewer`;
  return (
    <FormPageLayout
      title={intro?.title ?? t("forms.reviewer.title")}
      description={intro?.description}
      formTitle={t("forms.reviewer.formTitle")}
      intro={intro}
    >
      {result?.status === "success" ? (
        <SuccessPanel
          title={t("forms.reviewer.success")}
          note={t("forms.reviewer.successNote")}
          reference={result.reference}
        />
      ) : (
        <Form method="post" action={action} encType="multipart/form-data" className="forms-form" {...formProps}>
          <FormMeta idempotencyKey={idempotencyKey} />
          <FormAlert message={result?.status === "error" ? result.formError : null} />
          <fieldset className="forms-group">
            <legend>{t("forms.reviewer.contact")}</legend>
            <TextField
              idPrefix="reviewer"
              name="name"
              label={t("forms.field.name")}
              required
              autoComplete="name"
              maxLength={200}
              error={errors.name}
              defaultValue={echo(result, "name")}
            />
            <EmailField
              idPrefix="reviewer"
              error={errors.email}
              defaultValue={echo(result, "email", userEmail ?? "")}
            />
            <TextField
              idPrefix="reviewer"
              name="affiliation"
              label={t("forms.field.affiliation")}
              required
              autoComplete="organization"
              maxLength={300}
              error={errors.affiliation}
              defaultValue={echo(result, "affiliation")}
            />
            <TextField
              idPrefix="reviewer"
              name="country"
              label={t("forms.field.country")}
              required
              autoComplete="country-name"
              maxLength={100}
              error={errors.country}
              defaultValue={echo(result, "country")}
            />
            <TextField
              idPrefix="reviewer"
              name="orcid"
              label={t("forms.reviewer.orcid")}
              hint={t("forms.reviewer.orcidHint")}
              maxLength={60}
              error={errors.orcid}
              defaultValue={echo(result, "orcid")}
            />
          </fieldset>
          <ChoiceGroup
            idPrefix="reviewer"
            name="areas"
            type="checkbox"
            columns
            required
            label={t("forms.reviewer.areas")}
            hint={t("forms.reviewer.areasHint")}
            options={CATEGORIES.map((c) => ({ value: String(c.id), label: localized(lang, c.nameEn, c.nameCn) }))}
            defaultValue={echoList(result, "areas")}
            error={errors.areas}
          />
          <FileField
            idPrefix="reviewer"
            field="cv"
            tokenField="cvToken"
            kind="cv"
            label={t("forms.reviewer.cv")}
            required
            error={errors.cvToken}
            initial={result?.status === "error" ? result.uploads.cvToken : undefined}
            onError={(message) => setFieldError("cvToken", message)}
            onBusyChange={uploads.busyChange("cvToken")}
          />
          <SubmitButton label={t("forms.reviewer.submit")} action={action} />
        </Form>
      )}
    </FormPageLayout>
  );
}
