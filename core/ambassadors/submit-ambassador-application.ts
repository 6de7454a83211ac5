import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import type { AmbassadorInput } from "../forms/ambassador-schema";
import { fieldRows } from "../forms/form-field";
import { storeFormOnce } from "../forms/store-form-once";
import type { SubmitResult } from "../forms/submit-result";
import type { MailSettings } from "../mail/email-message";
import { ambassadorFields } from "./ambassador-fields";

/** Stores a campus-ambassador application with its e-mails, once per idempotency key. */
export async function submitAmbassadorApplication(
  db: Db,
  mail: MailSettings,
  input: { values: AmbassadorInput; lang: Lang; idempotencyKey: string },
): Promise<SubmitResult> {
  const { values, lang } = input;
  return db.transaction().execute((trx) =>
    storeFormOnce(trx, mail, {
      table: "ambassador_applications",
      form: "ambassador",
      row: {
        name: values.name,
        email: values.email,
        institution: values.institution,
        country: values.country,
        degree: values.degree,
        motivation: values.motivation,
        language: lang,
        idempotency_key: input.idempotencyKey,
        list_consent: values.listConsent ? 1 : 0,
      },
      emails: {
        lang,
        email: values.email,
        summary: `${values.name}, ${values.institution}`,
        fields: (l) => fieldRows(mail.t, l, ambassadorFields(values)),
        files: [],
      },
    }),
  );
}
