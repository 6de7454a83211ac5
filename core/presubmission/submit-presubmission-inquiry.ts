import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import type { PsiInput } from "../forms/psi-schema";
import { normalizeDoiOrUrl } from "../forms/doi-or-url";
import { uploadUrl, type SubmitResult } from "../forms/submit-result";
import type { UploadSummary } from "../uploads/find-upload-by-token";
import type { MailSettings } from "../mail/email-message";
import { storeFormOnce } from "../forms/store-form-once";
import { categoryName } from "../categories/category-name";

/** Stores a pre-submission inquiry (SPEC §3) with its e-mails, once per idempotency key. */
export async function submitPresubmissionInquiry(
  db: Db,
  mail: MailSettings,
  input: { values: PsiInput; lang: Lang; draft: UploadSummary | null; idempotencyKey: string },
): Promise<SubmitResult> {
  const { values, lang, draft } = input;
  const doiOrUrl = values.doiOrUrl ? (normalizeDoiOrUrl(values.doiOrUrl) ?? values.doiOrUrl) : "";
  const name = [values.firstName, values.middleName, values.lastName].filter(Boolean).join(" ");
  return db.transaction().execute((trx) =>
    storeFormOnce(trx, mail, {
      table: "presubmission_inquiries",
      form: "psi",
      row: {
        first_name: values.firstName,
        middle_name: values.middleName,
        last_name: values.lastName,
        department: values.department,
        affiliation: values.affiliation,
        city: values.city,
        country: values.country,
        email: values.email,
        is_corresponding: values.isCorresponding ? 1 : 0,
        proposed_title: values.proposedTitle,
        validation_method: values.validationMethod,
        doi_or_url: doiOrUrl,
        draft_upload_id: draft?.id ?? null,
        manuscript_status: values.manuscriptStatus,
        subject_category_id: values.subjectCategoryId,
        summary: values.summary,
        language: lang,
        idempotency_key: input.idempotencyKey,
      },
      emails: {
        lang,
        email: values.email,
        summary: values.proposedTitle,
        fields: (l) => [
          ["forms.field.name", name],
          ["forms.field.email", values.email],
          ["forms.psi.department", values.department || "-"],
          ["forms.psi.affiliation", values.affiliation],
          ["forms.psi.city", values.city || "-"],
          ["forms.psi.country", values.country],
          ["forms.psi.corresponding", mail.t(l, values.isCorresponding ? "forms.yes" : "forms.no")],
          ["forms.psi.proposedTitle", values.proposedTitle],
          ["forms.psi.subject", categoryName(values.subjectCategoryId, l)],
          ["forms.psi.summary", values.summary],
          ["forms.psi.validationMethod", mail.t(l, `forms.psi.validation.${values.validationMethod}`)],
          ["forms.psi.doiOrUrl", doiOrUrl || "-"],
          ["forms.psi.manuscriptStatus", mail.t(l, `forms.psi.status.${values.manuscriptStatus}`)],
          ["forms.psi.draft", draft?.name ?? "-"],
        ],
        files: draft ? [{ labelKey: "forms.psi.draft", name: draft.name, url: uploadUrl(mail.origin, draft.id) }] : [],
      },
    }),
  );
}
