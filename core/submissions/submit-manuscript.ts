import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import { categoryName } from "../categories/category-name";
import type { SubmissionInput } from "../forms/submission-schema";
import { formatReference } from "../forms/format-reference";
import { uploadUrl, type SubmitResult } from "../forms/submit-result";
import type { UploadSummary } from "../uploads/find-upload-by-token";
import type { MailSettings } from "../mail/email-message";
import { findEarlierSubmission } from "../forms/find-earlier-submission";
import { storeFormOnce } from "../forms/store-form-once";
import { normalizeInvitationCode } from "./normalize-invitation-code";

interface SubmitManuscriptInput {
  values: SubmissionInput;
  lang: Lang;
  userId: number | null;
  manuscript: UploadSummary;
  /** The optional supplementary file (one; an archive when there are several). */
  supplementary?: UploadSummary | null;
  idempotencyKey: string;
}

export type SubmitManuscriptResult = ({ ok: true } & SubmitResult) | { ok: false; reason: "invitation_invalid" };

/**
 * Stores a manuscript submission, by invitation (the code must exist and be unused; it is used up in
 * the same transaction) or by self-submission, with its e-mails; once per idempotency key. A fee-waiver
 * request is stored with it and reaches only the editors (ADR 0045).
 */
export async function submitManuscript(
  db: Db,
  mail: MailSettings,
  input: SubmitManuscriptInput,
  now = new Date(),
): Promise<SubmitManuscriptResult> {
  const findEarlier = async (handle: Db): Promise<SubmitManuscriptResult | null> => {
    const id = await findEarlierSubmission(handle, "submissions", input.idempotencyKey);
    return id === null
      ? null
      : { ok: true, id, reference: formatReference("submission", id), duplicate: true, emailIds: [] };
  };
  // A retry racing its first request (PostgreSQL runs them concurrently) may lose on the unique key or
  // find the invitation just used: either way the first request's submission is the answer.
  let result: SubmitManuscriptResult;
  try {
    result = await store(db, mail, input, now, findEarlier);
  } catch (error) {
    const earlier = await findEarlier(db);
    if (earlier) return earlier;
    throw error;
  }
  return result.ok ? result : ((await findEarlier(db)) ?? result);
}

async function store(
  db: Db,
  mail: MailSettings,
  input: SubmitManuscriptInput,
  now: Date,
  findEarlier: (handle: Db) => Promise<SubmitManuscriptResult | null>,
): Promise<SubmitManuscriptResult> {
  const { values, lang, manuscript } = input;
  const supplementary = input.supplementary ?? null;
  return db.transaction().execute(async (trx) => {
    const earlier = await findEarlier(trx);
    if (earlier) return earlier;

    let invitationCode: string | null = null;
    if (values.route === "invitation") {
      invitationCode = normalizeInvitationCode(values.invitationCode);
      const used = await trx
        .updateTable("invitations")
        .set({ used_at: now.toISOString() })
        .where("code", "=", invitationCode)
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return { ok: false as const, reason: "invitation_invalid" as const };
    }
    const waiverReason = values.waiver === "none" ? null : values.waiverReason;
    const stored = await storeFormOnce(trx, mail, {
      table: "submissions",
      form: "submission",
      row: {
        route: values.route,
        invitation_code: invitationCode,
        user_id: input.userId,
        email: values.email,
        title: values.title,
        authors: values.authors,
        category_id: values.categoryId,
        cover_letter: values.coverLetter,
        manuscript_upload_id: manuscript.id,
        supplementary_upload_id: supplementary?.id ?? null,
        waiver: values.waiver,
        waiver_reason: waiverReason,
        language: lang,
        idempotency_key: input.idempotencyKey,
      },
      emails: {
        lang,
        email: values.email,
        summary: values.title,
        fields: (l) => [
          ["forms.submission.title", values.title],
          ["forms.submission.authors", values.authors],
          ["forms.field.email", values.email],
          ["forms.submission.category", categoryName(values.categoryId, l)],
          ["forms.submission.route", mail.t(l, `forms.submission.route.${values.route}`)],
          ["forms.submission.manuscript", manuscript.name],
          ["forms.submission.supplementary", supplementary?.name ?? "-"],
          ["forms.submission.waiver", mail.t(l, `forms.submission.waiver.${values.waiver}`)],
        ],
        officeFields: [
          ["forms.submission.invitationCode", invitationCode ?? "-"],
          ["forms.submission.waiverReason", waiverReason ?? "-"],
          ["forms.submission.coverLetter", values.coverLetter || "-"],
        ],
        files: [
          {
            labelKey: "forms.submission.manuscript",
            name: manuscript.name,
            url: uploadUrl(mail.origin, manuscript.id),
          },
          ...(supplementary
            ? [
                {
                  labelKey: "forms.submission.supplementary",
                  name: supplementary.name,
                  url: uploadUrl(mail.origin, supplementary.id),
                },
              ]
            : []),
        ],
        link: { labelKey: "forms.submission.processLink", url: `${mail.origin}/${lang}/authors?type=process` },
      },
    });
    // Lost the race for the key: roll back (the invitation this request used stays free); the caller answers
    // with the first request's submission.
    if (stored.duplicate) throw new Error("submissions: idempotency key taken by a concurrent request");
    return { ok: true as const, ...stored };
  });
}
