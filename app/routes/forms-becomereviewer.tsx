import type { Route } from "./+types/forms-becomereviewer";
import { reviewerForm } from "@core/forms/reviewer-schema";
import { submitReviewerApplication } from "@core/reviewers/submit-reviewer-application";
import { useI18n } from "~/i18n/translate";
import { ChoiceGroup, TextField } from "~/components/forms/FormFields";
import { FileField } from "~/components/forms/FileField";
import { FormPage } from "~/components/forms/FormPageLayout";
import { ApplicantFields } from "~/components/forms/ApplicantFields";
import { bindFields } from "~/components/forms/bind-fields";
import { categoryOptions } from "~/components/forms/category-options";
import { useFormPage } from "~/components/forms/use-form-page";
import { loadFormPage } from "~/lib/forms/form-page-loader.server";
import { runFormAction } from "~/lib/forms/run-form-action.server";
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
  const page = useFormPage(reviewerForm);
  const field = bindFields("reviewer", page);
  return (
    <FormPage
      intro={intro}
      title={t("forms.reviewer.title")}
      formTitle={t("forms.reviewer.formTitle")}
      success={{ title: t("forms.reviewer.success"), note: t("forms.reviewer.successNote") }}
      action={`/${lang}/becomereviewer`}
      multipart
      page={page}
      idempotencyKey={idempotencyKey}
      submitLabel={t("forms.reviewer.submit")}
    >
      <fieldset className="forms-group">
        <legend>{t("forms.reviewer.contact")}</legend>
        <ApplicantFields
          field={field}
          userEmail={userEmail}
          organisation={{ name: "affiliation", label: t("forms.field.affiliation") }}
        />
        <TextField
          {...field.text("orcid")}
          label={t("forms.reviewer.orcid")}
          hint={t("forms.reviewer.orcidHint")}
          maxLength={60}
        />
      </fieldset>
      <ChoiceGroup
        {...field.list("areas")}
        type="checkbox"
        columns
        required
        label={t("forms.reviewer.areas")}
        hint={t("forms.reviewer.areasHint")}
        options={categoryOptions(lang)}
      />
      <FileField {...field.file("cv")} kind="cv" label={t("forms.reviewer.cv")} required />
    </FormPage>
  );
}
