import "virtual:messages/with/forms";
import type { Route } from "./+types/forms-becomereviewer";
import { reviewerForm } from "@core/forms/reviewer-schema";
import { submitReviewerApplication } from "@core/reviewers/submit-reviewer-application";
import { ChoiceGroup, TextField } from "~/components/forms/FormFields";
import { FileField } from "~/components/forms/FileField";
import { FormPage } from "~/components/forms/FormPageLayout";
import { ApplicantFields } from "~/components/forms/ApplicantFields";
import { categoryOptions } from "~/components/forms/category-options";
import { usePublicForm } from "~/components/forms/use-public-form";
import { loadFormPage } from "~/lib/forms/form-page-loader.server";
import { fileField, runStoredFormAction } from "~/lib/forms/run-form-action.server";

export const loader = (args: Route.LoaderArgs) => loadFormPage(args, "becomereviewer");

export const action = (args: Route.ActionArgs) =>
  runStoredFormAction(args, "reviewer", reviewerForm, {
    files: [fileField("cv")],
    store: (db, mail, input, { cvToken }) => submitReviewerApplication(db, mail, { ...input, cv: cvToken! }),
  });

/** /{lang}/becomereviewer: the reviewer application (SPEC §2.2: contact information and CV file). */
export default function BecomeReviewerPage({ loaderData }: Route.ComponentProps) {
  const { lang, t, field, frame } = usePublicForm("reviewer", reviewerForm, loaderData);
  return (
    <FormPage {...frame} multipart>
      <fieldset className="forms-group">
        <legend>{t("forms.reviewer.contact")}</legend>
        <ApplicantFields
          field={field}
          userEmail={loaderData.userEmail}
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
