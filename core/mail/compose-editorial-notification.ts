import type { EmailMessage, MailSettings } from "./email-message";
import type { ConfirmedForm } from "./compose-form-confirmation";
import { renderEmail } from "./render-email";

/**
 * The editorial office's copy of a submission: every field, and links to the uploaded files (served to
 * editors only). Written in English, the office's working language; the submitter's language is a field.
 */
export function composeEditorialNotification(
  mail: MailSettings,
  input: {
    form: ConfirmedForm;
    reference: string;
    replyTo: string;
    summary: string;
    fields: readonly (readonly [labelKey: string, value: string])[];
    files: readonly { labelKey: string; name: string; url: string }[];
  },
): EmailMessage {
  const { t } = mail;
  const lang = "en";
  const body = renderEmail(t, lang, {
    heading: `${t(lang, `forms.mail.office.${input.form}`)} ${input.reference}`,
    blocks: [
      {
        kind: "fields",
        rows: [
          [t(lang, "forms.mail.reference"), input.reference],
          ...input.fields.map(([key, value]) => [t(lang, key), value] as const),
        ],
      },
      ...(input.files.length
        ? [
            {
              kind: "items" as const,
              items: input.files.map((f) => ({ title: `${t(lang, f.labelKey)}: ${f.name}`, url: f.url })),
            },
          ]
        : []),
      { kind: "note", text: t(lang, "forms.mail.office.note") },
    ],
  });
  return {
    to: mail.editorialEmail,
    subject:
      `[${input.reference}] ${t(lang, `forms.mail.office.${input.form}`)}: ${input.summary.replace(/\s+/g, " ")}`.slice(
        0,
        250,
      ),
    ...body,
    headers: { "Reply-To": input.replyTo },
  };
}
