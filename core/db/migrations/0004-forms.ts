import type { Kysely } from "kysely";
import { addNotNullColumn, type Dialect } from "./helpers";

/**
 * The forms' additions (ADR 0042, 0043): extra headers of an outgoing e-mail (List-Unsubscribe,
 * Reply-To) kept with it in the outbox, and when an alerts confirmation was last sent, so a double
 * click or a retry does not send a second one.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await addNotNullColumn(db, "outbox_emails", "headers", "text", "{}");
  await db.schema.alterTable("subscriptions").addColumn("confirm_sent_at", "text").execute();
  await db.schema.createIndex("outbox_emails_pending").on("outbox_emails").columns(["sent_at", "id"]).execute();
}
