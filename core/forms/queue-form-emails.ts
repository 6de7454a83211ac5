import type { Lang } from "../config/constants";
import type { Db } from "../db/client";
import type { MailSettings } from "../mail/email-message";
import { composeFormConfirmation, type ConfirmedForm } from "../mail/compose-form-confirmation";
import { composeEditorialNotification } from "../mail/compose-editorial-notification";
import { enqueueEmail } from "../mail/enqueue-email";

type FieldRows = readonly (readonly [labelKey: string, value: string])[];

/**
 * Queues a stored form's two e-mails in its transaction: the submitter's confirmation in their language, and
 * the office's notification in English with the submitter's language and any editors-only rows added.
 * Returns the outbox ids, to deliver once the transaction has committed.
 */
export async function queueFormEmails(
  trx: Db,
  mail: MailSettings,
  input: {
    form: ConfirmedForm;
    lang: Lang;
    email: string;
    reference: string;
    /** The rows both e-mails show, in the given language. */
    fields: (lang: Lang) => FieldRows;
    /** Rows only the office sees (already in English). */
    officeFields?: FieldRows;
    /** The notification's subject line after the reference. */
    summary: string;
    files: readonly { labelKey: string; name: string; url: string }[];
    link?: { labelKey: string; url: string };
  },
): Promise<number[]> {
  const { form, lang, email, reference } = input;
  const confirmation = composeFormConfirmation(mail, {
    form,
    lang,
    to: email,
    reference,
    fields: input.fields(lang),
    link: input.link,
  });
  const notification = composeEditorialNotification(mail, {
    form,
    reference,
    replyTo: email,
    summary: input.summary,
    fields: [
      ...input.fields("en"),
      ...(input.officeFields ?? []),
      ["forms.field.language", mail.t("en", `forms.language.${lang}`)],
    ],
    files: input.files,
  });
  return [await enqueueEmail(trx, confirmation), await enqueueEmail(trx, notification)];
}
