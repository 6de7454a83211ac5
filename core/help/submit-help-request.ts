import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import type { HelpInput } from "../forms/help-schema";
import { formatReference } from "../forms/format-reference";
import { uploadUrl, type SubmitResult } from "../forms/submit-result";
import type { UploadSummary } from "../uploads/find-upload-by-token";
import type { MailSettings } from "../mail/email-message";
import { requireEarlierSubmission } from "../forms/find-earlier-submission";
import { queueFormEmails } from "../forms/queue-form-emails";

/**
 * Stores a help request with its confirmation to the reader and the office's notification, in one
 * transaction. The same idempotency key a second time stores nothing and returns the first one.
 */
export async function submitHelpRequest(
  db: Db,
  mail: MailSettings,
  input: {
    values: HelpInput;
    lang: Lang;
    userId: number | null;
    screenshot: UploadSummary | null;
    idempotencyKey: string;
  },
): Promise<SubmitResult> {
  const { values, lang } = input;
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("help_requests")
      .values({
        user_id: input.userId,
        email: values.email,
        message: values.message,
        screenshot_upload_id: input.screenshot?.id ?? null,
        page_url: values.pageUrl || null,
        language: lang,
        idempotency_key: input.idempotencyKey,
      })
      .onConflict((oc) => oc.column("idempotency_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) {
      const id = await requireEarlierSubmission(trx, "help_requests", input.idempotencyKey);
      return { id, reference: formatReference("help", id), duplicate: true, emailIds: [] };
    }
    const reference = formatReference("help", inserted.id);
    const screenshot = input.screenshot;
    const emailIds = await queueFormEmails(trx, mail, {
      form: "help",
      lang,
      email: values.email,
      reference,
      summary: values.message.slice(0, 80),
      fields: () => [
        ["forms.field.email", values.email],
        ["forms.help.message", values.message],
        ...(screenshot ? [["forms.help.screenshot", screenshot.name] as const] : []),
      ],
      officeFields: [["forms.help.pageUrl", values.pageUrl || "-"]],
      files: screenshot
        ? [{ labelKey: "forms.help.screenshot", name: screenshot.name, url: uploadUrl(mail.origin, screenshot.id) }]
        : [],
    });
    return { id: inserted.id, reference, duplicate: false, emailIds };
  });
}
