import type { Route } from "./+types/forms-submission";
import { SUBMISSION_ROUTES, WAIVER_CHOICES, submissionForm } from "@core/forms/submission-schema";
import { COVER_LETTER_MAX_CHARS } from "@core/forms/limits";
import { submitManuscript } from "@core/submissions/submit-manuscript";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { ChoiceGroup, EmailField, SelectField, TextArea, TextField } from "~/components/forms/FormFields";
import { FileField } from "~/components/forms/FileField";
import { FormPage } from "~/components/forms/FormPageLayout";
import { ReviewProcessSummary } from "~/components/forms/ReviewProcessSummary";
import { bindFields } from "~/components/forms/bind-fields";
import { categoryOptions } from "~/components/forms/category-options";
import { useFormPage } from "~/components/forms/use-form-page";
import { loadFormPage } from "~/lib/forms/form-page-loader.server";
import { runFormAction } from "~/lib/forms/run-form-action.server";
import "~/styles/forms.css";

export async function loader(args: Route.LoaderArgs) {
  const invitation = new URL(args.request.url).searchParams.get("code") ?? "";
  return { ...(await loadFormPage(args, "submission")), invitation: invitation.slice(0, 40) };
}

export async function action(args: Route.ActionArgs) {
  return runFormAction(args, {
    name: "submission",
    form: submissionForm,
    files: [
      { field: "manuscript", tokenField: "manuscriptToken", kind: "manuscript" },
      { field: "supplementary", tokenField: "supplementaryToken", kind: "supplementary" },
    ],
    async submit({ db, values, uploads, idempotencyKey, lang, mail, userId }) {
      const result = await submitManuscript(db, mail, {
        values,
        lang,
        userId,
        manuscript: uploads.manuscriptToken!,
        supplementary: uploads.supplementaryToken ?? null,
        idempotencyKey,
      });
      if (!result.ok) return { ok: false, errors: { invitationCode: "forms.submission.codeInvalid" } };
      return { ok: true, reference: result.reference, emailIds: result.emailIds };
    },
  });
}

/**
 * /{lang}/submission: submit a protocol, by an editor's invitation (code) or by self-submission, with an
 * optional article-processing-fee waiver request that only the editors see (ADR 0045); the review
 * process is summarised beside the form.
 */
export default function SubmissionPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { intro, idempotencyKey, userEmail, invitation } = loaderData;
  const page = useFormPage(submissionForm);
  const field = bindFields("submission", page);
  return (
    <FormPage
      intro={intro}
      title={t("forms.submission.title")}
      formTitle={t("forms.submission.formTitle")}
      aside={<ReviewProcessSummary />}
      success={{ title: t("forms.submission.success"), note: t("forms.submission.successNote") }}
      action={`/${lang}/submission`}
      multipart
      className="forms-form forms-form--submission"
      page={page}
      idempotencyKey={idempotencyKey}
      submitLabel={t("forms.submission.submit")}
    >
      <ChoiceGroup
        {...field.text("route", invitation ? "invitation" : "self")}
        type="radio"
        required
        label={t("forms.submission.route")}
        options={SUBMISSION_ROUTES.map((r) => ({
          value: r,
          label: t(`forms.submission.route.${r}` as MessageKey),
          description: t(`forms.submission.routeHint.${r}` as MessageKey),
        }))}
      />
      <div className="forms-invitation">
        <TextField
          {...field.text("invitationCode", invitation)}
          label={t("forms.submission.invitationCode")}
          hint={t("forms.submission.invitationHint")}
          maxLength={40}
        />
      </div>
      <EmailField {...field.text("email", userEmail ?? "")} />
      <TextField {...field.text("title")} label={t("forms.submission.title")} required maxLength={500} />
      <TextArea
        {...field.text("authors")}
        label={t("forms.submission.authors")}
        hint={t("forms.submission.authorsHint")}
        required
        rows={3}
      />
      <SelectField
        {...field.text("categoryId")}
        label={t("forms.submission.category")}
        required
        placeholder={t("forms.choose")}
        options={categoryOptions(lang)}
      />
      <FileField {...field.file("manuscript")} kind="manuscript" label={t("forms.submission.manuscript")} required />
      <FileField
        {...field.file("supplementary")}
        kind="supplementary"
        label={t("forms.submission.supplementary")}
        note={t("forms.submission.supplementaryHint")}
      />
      <TextArea
        {...field.text("coverLetter")}
        label={t("forms.submission.coverLetter")}
        hint={t("forms.submission.coverLetterHint", { max: COVER_LETTER_MAX_CHARS.toLocaleString("en") })}
        rows={6}
      />
      <fieldset className="forms-group forms-waiver">
        <legend>{t("forms.submission.waiverTitle")}</legend>
        <p className="forms-hint">{t("forms.submission.waiverNote")}</p>
        <ChoiceGroup
          {...field.text("waiver", "none")}
          type="radio"
          required
          label={t("forms.submission.waiver")}
          options={WAIVER_CHOICES.map((w) => ({ value: w, label: t(`forms.submission.waiver.${w}` as MessageKey) }))}
        />
        <div className="forms-waiver__reason">
          <TextArea
            {...field.text("waiverReason")}
            label={t("forms.submission.waiverReason")}
            hint={t("forms.submission.waiverReasonHint")}
            rows={4}
          />
        </div>
      </fieldset>
    </FormPage>
  );
}
