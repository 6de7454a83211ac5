import { sql, type Kysely } from "kysely";
import { notNullText, utcNowDefault, withId, type Dialect } from "./helpers";

/**
 * Migration 0001's ads: the slots' ads and their view and click events (SPEC §7).
 * Frozen with it: only 0001-initial.ts imports this file, and a migration once applied never changes.
 */
export async function createAdTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = withId(dialect);
  const now = utcNowDefault(dialect);

  await db.schema
    .createTable("advertisements")
    .addColumn("display_number", "integer", (c) => c.primaryKey())
    .$call(notNullText("url", "img_pc", "img_mobile", "title_cn", "title_en"))
    .addColumn("ad_page", "integer", (c) => c.notNull())
    .addColumn("ad_location", "integer", (c) => c.notNull())
    .addColumn("site_language", "integer", (c) => c.notNull())
    .addColumn("starts_on", "text", (c) => c.notNull())
    .addColumn("ends_on", "text")
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await id(db.schema.createTable("ad_events"))
    .addColumn("display_number", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('view', 'click')`))
    .$call(notNullText("day", "current_page"))
    .addColumn("from_url", "text")
    .addColumn("browser_uuid", "text")
    .addColumn("browser_info", "text")
    .addColumn("os", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("ad_events_day").on("ad_events").columns(["day", "display_number", "kind"]).execute();
}
