import "virtual:messages/with/forms";
import type { Route } from "./+types/forms-submission";
import { SUBMISSION_ROUTES, WAIVER_CHOICES, submissionForm } from "@core/forms/submission-schema";
import { COVER_LETTER_MAX_CHARS } from "@core/forms/limits";
import { submitManuscript } from "@core/submissions/submit-manuscript";
import type { MessageKey } from "~/i18n/translate";
import { ChoiceGroup, EmailField, SelectField, TextArea, TextField } from "~/components/forms/FormFields";
import { FileField } from "~/components/forms/FileField";
import { FormPage } from "~/components/forms/FormPageLayout";
import { ReviewProcessSummary } from "~/components/forms/ReviewProcessSummary";
import { categoryOptions } from "~/components/forms/category-options";
import { usePublicForm } from "~/components/forms/use-public-form";
import { loadFormPage } from "~/lib/forms/form-page-loader.server";
import { fileField, runFormAction, storedAnswer } from "~/lib/forms/run-form-action.server";
import { formatCount } from "@core/locale/format-count";

export async function loader(args: Route.LoaderArgs) {
  const invitation = new URL(args.request.url).searchParams.get("code") ?? "";
  return { ...(await loadFormPage(args, "submission")), invitation: invitation.slice(0, 40) };
}

export async function action(args: Route.ActionArgs) {
  return runFormAction(args, {
    name: "submission",
    form: submissionForm,
    files: [fileField("manuscript"), fileField("supplementary")],
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
      return storedAnswer(result);
    },
  });
}

/**
 * /{lang}/submission: submit a protocol, by an editor's invitation (code) or by self-submission, with an
 * optional article-processing-fee waiver request that only the editors see (ADR 0045); the review
 * process is summarised beside the form.
 */
export default function SubmissionPage({ loaderData }: Route.ComponentProps) {
  const { lang, t, field, frame } = usePublicForm("submission", submissionForm, loaderData);
  const { userEmail, invitation } = loaderData;
  const categories = categoryOptions(lang);
  return (
    <FormPage {...frame} aside={<ReviewProcessSummary />} multipart className="forms-form forms-form--submission">
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
      <SelectField {...field.text("categoryId")} label={t("forms.submission.category")} required options={categories} />
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
        hint={t("forms.submission.coverLetterHint", { max: formatCount(COVER_LETTER_MAX_CHARS) })}
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
