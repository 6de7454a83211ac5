import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import type { HelpInput } from "../forms/help-schema";
import { uploadUrl, type SubmitResult } from "../forms/submit-result";
import type { UploadSummary } from "../uploads/find-upload-by-token";
import type { MailSettings } from "../mail/email-message";
import { storeFormOnce } from "../forms/store-form-once";

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
  const { values, lang, screenshot } = input;
  return db.transaction().execute((trx) =>
    storeFormOnce(trx, mail, {
      table: "help_requests",
      form: "help",
      row: {
        user_id: input.userId,
        email: values.email,
        message: values.message,
        screenshot_upload_id: screenshot?.id ?? null,
        page_url: values.pageUrl || null,
        language: lang,
        idempotency_key: input.idempotencyKey,
      },
      emails: {
        lang,
        email: values.email,
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
      },
    }),
  );
}
