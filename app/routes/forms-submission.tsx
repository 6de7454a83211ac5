import { Form } from "react-router";
import type { Route } from "./+types/forms-submission";
import { CATEGORIES } from "@core/categories/categories";
import { SUBMISSION_ROUTES, WAIVER_CHOICES, submissionForm } from "@core/forms/submission-schema";
import { COVER_LETTER_MAX_CHARS } from "@core/forms/limits";
import { submitManuscript } from "@core/submissions/submit-manuscript";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { ChoiceGroup, EmailField, SelectField, TextArea, TextField } from "~/components/forms/FormFields";
import { FileField } from "~/components/forms/FileField";
import { FormAlert, FormMeta, SubmitButton, SuccessPanel } from "~/components/forms/FormParts";
import { FormPageLayout } from "~/components/forms/FormPageLayout";
import { ReviewProcessSummary } from "~/components/forms/ReviewProcessSummary";
import { echo } from "~/components/forms/echo-values";
import { useFormPage } from "~/components/forms/use-form-page";
import { loadFormPage } from "~/lib/forms/form-page-loader.server";
import { runFormAction } from "~/lib/forms/run-form-action.server";
import { localized } from "@core/content/localized";
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
  const { result, uploads, errors, formProps, setFieldError } = useFormPage(submissionForm);
  const action = `/${lang}/submission`;
  return (
    <FormPageLayout
      title={intro?.title ?? t("forms.submission.title")}
      description={intro?.description}
      formTitle={t("forms.submission.formTitle")}
      intro={intro}
      aside={<ReviewProcessSummary />}
    >
      {result?.status === "success" ? (
        <SuccessPanel
          title={t("forms.submission.success")}
          note={t("forms.submission.successNote")}
          reference={result.reference}
        />
      ) : (
        <Form
          method="post"
          action={action}
          encType="multipart/form-data"
          className="forms-form forms-form--submission"
          {...formProps}
        >
          <FormMeta idempotencyKey={idempotencyKey} />
          <FormAlert message={result?.status === "error" ? result.formError : null} />
          <ChoiceGroup
            idPrefix="submission"
            name="route"
            type="radio"
            required
            label={t("forms.submission.route")}
            options={SUBMISSION_ROUTES.map((r) => ({
              value: r,
              label: t(`forms.submission.route.${r}` as MessageKey),
              description: t(`forms.submission.routeHint.${r}` as MessageKey),
            }))}
            defaultValue={echo(result, "route", invitation ? "invitation" : "self")}
            error={errors.route}
          />
          <div className="forms-invitation">
            <TextField
              idPrefix="submission"
              name="invitationCode"
              label={t("forms.submission.invitationCode")}
              hint={t("forms.submission.invitationHint")}
              maxLength={40}
              error={errors.invitationCode}
              defaultValue={echo(result, "invitationCode", invitation)}
            />
          </div>
          <EmailField
            idPrefix="submission"
            error={errors.email}
            defaultValue={echo(result, "email", userEmail ?? "")}
          />
          <TextField
            idPrefix="submission"
            name="title"
            label={t("forms.submission.title")}
            required
            maxLength={500}
            error={errors.title}
            defaultValue={echo(result, "title")}
          />
          <TextArea
            idPrefix="submission"
            name="authors"
            label={t("forms.submission.authors")}
            hint={t("forms.submission.authorsHint")}
            required
            rows={3}
            error={errors.authors}
            defaultValue={echo(result, "authors")}
          />
          <SelectField
            idPrefix="submission"
            name="categoryId"
            label={t("forms.submission.category")}
            required
            placeholder={t("forms.choose")}
            options={CATEGORIES.map((c) => ({ value: String(c.id), label: localized(lang, c.nameEn, c.nameCn) }))}
            error={errors.categoryId}
            defaultValue={echo(result, "categoryId")}
          />
          <FileField
            idPrefix="submission"
            field="manuscript"
            tokenField="manuscriptToken"
            kind="manuscript"
            label={t("forms.submission.manuscript")}
            required
            error={errors.manuscriptToken}
            initial={result?.status === "error" ? result.uploads.manuscriptToken : undefined}
            onError={(message) => setFieldError("manuscriptToken", message)}
            onBusyChange={uploads.busyChange("manuscriptToken")}
          />
          <FileField
            idPrefix="submission"
            field="supplementary"
            tokenField="supplementaryToken"
            kind="supplementary"
            label={t("forms.submission.supplementary")}
            note={t("forms.submission.supplementaryHint")}
            error={errors.supplementaryToken}
            initial={result?.status === "error" ? result.uploads.supplementaryToken : undefined}
            onError={(message) => setFieldError("supplementaryToken", message)}
            onBusyChange={uploads.busyChange("supplementaryToken")}
          />
          <TextArea
            idPrefix="submission"
            name="coverLetter"
            label={t("forms.submission.coverLetter")}
            hint={t("forms.submission.coverLetterHint", { max: COVER_LETTER_MAX_CHARS.toLocaleString("en") })}
            rows={6}
            error={errors.coverLetter}
            defaultValue={echo(result, "coverLetter")}
          />
          <fieldset className="forms-group forms-waiver">
            <legend>{t("forms.submission.waiverTitle")}</legend>
            <p className="forms-hint">{t("forms.submission.waiverNote")}</p>
            <ChoiceGroup
              idPrefix="submission"
              name="waiver"
              type="radio"
              required
              label={t("forms.submission.waiver")}
              options={WAIVER_CHOICES.map((w) => ({
                value: w,
                label: t(`forms.submission.waiver.${w}` as MessageKey),
              }))}
              defaultValue={echo(result, "waiver", "none")}
              error={errors.waiver}
            />
            <div className="forms-waiver__reason">
              <TextArea
                idPrefix="submission"
                name="waiverReason"
                label={t("forms.submission.waiverReason")}
                hint={t("forms.submission.waiverReasonHint")}
                rows={4}
                error={errors.waiverReason}
                defaultValue={echo(result, "waiverReason")}
              />
            </div>
          </fieldset>
          <SubmitButton label={t("forms.submission.submit")} action={action} />
        </Form>
      )}
    </FormPageLayout>
  );
}
