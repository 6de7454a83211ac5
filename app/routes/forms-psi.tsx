import "virtual:messages/with/forms";
import type { Route } from "./+types/forms-psi";
import { MANUSCRIPT_STATUSES, VALIDATION_METHODS, psiForm } from "@core/forms/psi-schema";
import { PSI_SUMMARY_MAX_CHARS, PSI_SUMMARY_MAX_WORDS } from "@core/forms/limits";
import { nameFieldOrder } from "@core/locale/name-field-order";
import { submitPresubmissionInquiry } from "@core/presubmission/submit-presubmission-inquiry";
import type { MessageKey } from "~/i18n/translate";
import {
  CheckboxField,
  ChoiceGroup,
  EmailField,
  SelectField,
  TextArea,
  TextField,
} from "~/components/forms/FormFields";
import { FileField } from "~/components/forms/FileField";
import { FormPage } from "~/components/forms/FormPageLayout";
import { categoryOptions } from "~/components/forms/category-options";
import { echoChecked } from "~/components/forms/echo-values";
import { usePublicForm } from "~/components/forms/use-public-form";
import { loadFormPage } from "~/lib/forms/form-page-loader.server";
import { fileField, runStoredFormAction } from "~/lib/forms/run-form-action.server";

export const loader = (args: Route.LoaderArgs) => loadFormPage(args, "psi");

export const action = (args: Route.ActionArgs) =>
  runStoredFormAction(args, "psi", psiForm, {
    files: [fileField("draft")],
    store: (db, mail, input, { draftToken }) =>
      submitPresubmissionInquiry(db, mail, { ...input, draft: draftToken ?? null }),
  });

/** /{lang}/psi: the pre-submission inquiry (SPEC §3; manuscript status values in ADR 0044). */
export default function PsiPage({ loaderData }: Route.ComponentProps) {
  const { lang, t, page, field, frame } = usePublicForm("psi", psiForm, loaderData);
  const nameFields = nameFieldOrder(lang);
  const categories = categoryOptions(lang);
  const text = (
    name: string,
    label: string,
    options: { required?: boolean; autoComplete?: string; maxLength?: number; hint?: string } = {},
  ) => (
    <TextField
      key={name}
      {...field.text(name)}
      label={label}
      required={options.required}
      autoComplete={options.autoComplete}
      maxLength={options.maxLength ?? 300}
      hint={options.hint}
    />
  );
  return (
    <FormPage {...frame} multipart>
      <fieldset className="forms-group">
        <legend>{t("forms.psi.author")}</legend>
        <div className={`forms-row${nameFields.includes("middle") ? " forms-row--3" : ""}`}>
          {nameFields.map((name) =>
            name === "given"
              ? text("firstName", t("forms.psi.firstName"), {
                  required: true,
                  autoComplete: "given-name",
                  maxLength: 100,
                })
              : name === "middle"
                ? text("middleName", t("forms.psi.middleName"), { autoComplete: "additional-name", maxLength: 100 })
                : text("lastName", t("forms.psi.lastName"), {
                    required: true,
                    autoComplete: "family-name",
                    maxLength: 100,
                  }),
          )}
        </div>
        {text("department", t("forms.psi.department"))}
        {text("affiliation", t("forms.psi.affiliation"), { required: true, autoComplete: "organization" })}
        <div className="forms-row">
          {text("city", t("forms.psi.city"), { autoComplete: "address-level2", maxLength: 100 })}
          {text("country", t("forms.psi.country"), { required: true, autoComplete: "country-name", maxLength: 100 })}
        </div>
        <EmailField {...field.text("email", loaderData.userEmail ?? "")} />
        <CheckboxField
          idPrefix="psi"
          name="isCorresponding"
          label={t("forms.psi.correspondingLabel")}
          defaultChecked={echoChecked(page.result, "isCorresponding")}
        />
      </fieldset>
      <fieldset className="forms-group">
        <legend>{t("forms.psi.protocol")}</legend>
        {text("proposedTitle", t("forms.psi.proposedTitle"), { required: true, maxLength: 500 })}
        <SelectField
          {...field.text("subjectCategoryId")}
          label={t("forms.psi.subject")}
          required
          options={categories}
        />
        <TextArea
          {...field.text("summary")}
          label={t("forms.psi.summary")}
          hint={t("forms.psi.summaryHint", { max: PSI_SUMMARY_MAX_WORDS })}
          required
          rows={8}
          maxLength={PSI_SUMMARY_MAX_CHARS}
        />
        <ChoiceGroup
          {...field.text("validationMethod")}
          type="radio"
          required
          label={t("forms.psi.validationMethod")}
          options={VALIDATION_METHODS.map((m) => ({ value: m, label: t(`forms.psi.validation.${m}` as MessageKey) }))}
        />
        {text("doiOrUrl", t("forms.psi.doiOrUrl"), { maxLength: 500, hint: t("forms.psi.doiHint") })}
        <SelectField
          {...field.text("manuscriptStatus")}
          label={t("forms.psi.manuscriptStatus")}
          required
          options={MANUSCRIPT_STATUSES.map((s) => ({ value: s, label: t(`forms.psi.status.${s}` as MessageKey) }))}
        />
        <FileField {...field.file("draft")} kind="draft" label={t("forms.psi.draft")} />
      </fieldset>
    </FormPage>
  );
}
