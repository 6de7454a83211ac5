import type { Kysely } from "kysely";
import { notNullText, utcNowDefault, withId, type Dialect } from "./helpers";

/**
 * Migration 0001's site records: outgoing e-mail, tracking events and browsers' error reports.
 * Frozen with it: only 0001-initial.ts imports this file, and a migration once applied never changes.
 */
export async function createSiteRecordTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = withId(dialect);
  const now = utcNowDefault(dialect);

  await id(db.schema.createTable("outbox_emails"))
    .$call(notNullText("to_address", "subject", "text_body", "html_body"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("sent_at", "text")
    .addColumn("error", "text")
    .execute();

  await id(db.schema.createTable("tracking_events"))
    .addColumn("point_number", "integer", (c) => c.notNull())
    .addColumn("point_value", "text", (c) => c.notNull())
    .addColumn("about_id", "text")
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("web", "integer", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("refer_url", "text")
    .$call(notNullText("device", "browser"))
    .addColumn("browser_uuid", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("tracking_events_created").on("tracking_events").column("created_at").execute();

  await id(db.schema.createTable("client_error_reports"))
    .$call(notNullText("error_url", "error_msg"))
    .addColumn("user_agent", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
}
