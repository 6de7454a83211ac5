import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import { CATEGORIES } from "../categories/categories";
import type { ReviewerInput } from "../forms/reviewer-schema";
import { uploadUrl, type SubmitResult } from "../forms/submit-result";
import type { UploadSummary } from "../uploads/find-upload-by-token";
import type { MailSettings } from "../mail/email-message";
import { storeFormOnce } from "../forms/store-form-once";
import { localized } from "../content/localized";

function areaNames(ids: readonly number[], lang: Lang): string {
  return CATEGORIES.filter((c) => ids.includes(c.id))
    .map((c) => localized(lang, c.nameEn, c.nameCn))
    .join(lang === "cn" ? "、" : ", ");
}

/** Stores a reviewer application (contact information, research areas, CV) with its e-mails, once per idempotency key. */
export async function submitReviewerApplication(
  db: Db,
  mail: MailSettings,
  input: { values: ReviewerInput; lang: Lang; cv: UploadSummary; idempotencyKey: string },
): Promise<SubmitResult> {
  const { values, lang, cv } = input;
  return db.transaction().execute((trx) =>
    storeFormOnce(trx, mail, {
      table: "reviewer_applications",
      form: "reviewer",
      row: {
        name: values.name,
        email: values.email,
        affiliation: values.affiliation,
        country: values.country,
        research_areas: JSON.stringify(values.areas),
        orcid: values.orcid,
        cv_upload_id: cv.id,
        language: lang,
        idempotency_key: input.idempotencyKey,
      },
      emails: {
        lang,
        email: values.email,
        summary: `${values.name}, ${values.affiliation}`,
        fields: (l) => [
          ["forms.field.name", values.name],
          ["forms.field.email", values.email],
          ["forms.field.affiliation", values.affiliation],
          ["forms.field.country", values.country],
          ["forms.reviewer.areas", areaNames(values.areas, l)],
          ["forms.reviewer.orcid", values.orcid ?? "-"],
          ["forms.reviewer.cv", cv.name],
        ],
        files: [{ labelKey: "forms.reviewer.cv", name: cv.name, url: uploadUrl(mail.origin, cv.id) }],
      },
    }),
  );
}
