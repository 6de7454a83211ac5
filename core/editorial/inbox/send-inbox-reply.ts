import type { Db } from "../../db/client";
import type { MailSettings } from "../../mail/email-message";
import { composeInboxReply } from "../../mail/compose-inbox-reply";
import { enqueueEmail } from "../../mail/enqueue-email";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { EDITOR_SLOT, fillTemplate, type InboxKind } from "./inbox-rules";
import { ensureInboxItem, recordInboxEvent } from "./inbox-item-row";
import { findReplyAddressee } from "./draft-inbox-reply";

export type SendReplyResult =
  { ok: true; emailIds: number[] } | { ok: false; reason: "not-found" | "no-email" | "slot" };

/**
 * Sends an editor's reply to the sender of an item (ADR 0110), in the sender's language, through the outbox (the
 * caller delivers `emailIds` after the transaction). The subject and text as sent go on the item's history, the
 * reply on the audit log. The form's key makes a repeated post send nothing more.
 */
export async function sendInboxReply(
  db: Db,
  mail: MailSettings,
  input: { kind: InboxKind; id: number; subject: string; body: string; idempotencyKey: string; actor: AuditActor },
): Promise<SendReplyResult> {
  const found = await findReplyAddressee(db, input.kind, input.id, (lang) => mail.t(lang, "site.title"));
  if (!found) return { ok: false, reason: "not-found" };
  const to = found;
  if (!to.email) return { ok: false, reason: "no-email" };
  // Placeholders typed by the editor are filled too; a "[[…]]" slot left unfilled is never sent.
  const subject = fillTemplate(input.subject, to.values);
  const body = fillTemplate(input.body, to.values);
  if (EDITOR_SLOT.test(subject) || EDITOR_SLOT.test(body)) return { ok: false, reason: "slot" };
  const email = to.email;
  const repeated = async (handle: Db) =>
    (await handle
      .selectFrom("inbox_events")
      .select("id")
      .where("idempotency_key", "=", input.idempotencyKey)
      .executeTakeFirst()) !== undefined;
  try {
    return await store();
  } catch (error) {
    // The same post twice at once (PostgreSQL runs both): the loser meets the unique key; the first one sent it.
    if (await repeated(db)) return { ok: true, emailIds: [] };
    throw error;
  }

  function store() {
    return db.transaction().execute(async (trx): Promise<SendReplyResult> => {
      if (await repeated(trx)) return { ok: true, emailIds: [] };
      const itemId = await ensureInboxItem(trx, input.kind, input.id);
      const reference = to.values.reference;
      const outboxId = await enqueueEmail(
        trx,
        composeInboxReply(mail, { lang: to.language, to: email, reference, subject, body }),
      );
      await recordInboxEvent(trx, {
        itemId,
        actor: input.actor,
        type: "reply",
        subject,
        body,
        language: to.language,
        outboxEmailId: outboxId,
        idempotencyKey: input.idempotencyKey,
      });
      await writeAuditEntry(trx, {
        actor: input.actor,
        action: "reply",
        entityType: "inbox_item",
        entityId: reference,
        changes: { reply: [null, subject], language: [null, to.language] },
      });
      return { ok: true, emailIds: [outboxId] };
    });
  }
}
