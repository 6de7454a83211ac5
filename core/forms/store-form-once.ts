import type { Insertable } from "kysely";
import type { Db } from "../db/client";
import type { Database } from "../db/schema";
import type { MailSettings } from "../mail/email-message";
import type { ConfirmedForm } from "../mail/compose-form-confirmation";
import { requireEarlierSubmission, type KeyedFormTable } from "./find-earlier-submission";
import { formatReference } from "./format-reference";
import { queueFormEmails } from "./queue-form-emails";
import type { SubmitResult } from "./submit-result";

/** What the form's two e-mails show; the form and the reference come from the stored row. */
export type FormEmails = Omit<Parameters<typeof queueFormEmails>[2], "form" | "reference">;

/**
 * Stores a public form's row in the caller's transaction and queues its e-mails, once per idempotency key:
 * a taken key (a double click, a retry) stores nothing and answers with the earlier submission as a duplicate.
 */
export async function storeFormOnce<T extends KeyedFormTable>(
  trx: Db,
  mail: MailSettings,
  input: {
    table: T;
    form: ConfirmedForm;
    row: Insertable<Database[T]> & { idempotency_key: string };
    emails: FormEmails;
  },
): Promise<SubmitResult> {
  const { table, form, row } = input;
  const inserted = await trx
    .insertInto(table)
    .values(row)
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) {
    const id = await requireEarlierSubmission(trx, table, row.idempotency_key);
    return { id, reference: formatReference(form, id), duplicate: true, emailIds: [] };
  }
  const reference = formatReference(form, inserted.id);
  const emailIds = await queueFormEmails(trx, mail, { ...input.emails, form, reference });
  return { id: inserted.id, reference, duplicate: false, emailIds };
}
