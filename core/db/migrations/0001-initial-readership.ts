import type { Kysely } from "kysely";
import { notNullText, withId, type Dialect } from "./helpers";

/**
 * Migration 0001's readership: daily views, the once-a-day visitors and citing works.
 * Frozen with it: only 0001-initial.ts imports this file, and a migration once applied never changes.
 */
export async function createReadershipTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = withId(dialect);

  // Usage: views per protocol per day, so "most read in the last 3 months" is a query.
  await db.schema
    .createTable("protocol_views_daily")
    .addColumn("protocol_id", "integer", (c) => c.notNull().references("protocols.id").onDelete("cascade"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("protocol_views_daily_pk", ["protocol_id", "day"])
    .execute();
  await db.schema.createIndex("protocol_views_daily_day").on("protocol_views_daily").columns(["day", "protocol_id"]).execute();

  // One row per visitor per protocol per day: the once-a-day view rule.
  await db.schema
    .createTable("protocol_view_visitors")
    .addColumn("protocol_id", "integer", (c) => c.notNull())
    .$call(notNullText("day", "visitor"))
    .addPrimaryKeyConstraint("protocol_view_visitors_pk", ["protocol_id", "day", "visitor"])
    .execute();

  // Citing works with their year, so "most cited in the last 5 years" is a query.
  await id(db.schema.createTable("citations"))
    .addColumn("protocol_id", "integer", (c) => c.notNull().references("protocols.id").onDelete("cascade"))
    .addColumn("year", "integer", (c) => c.notNull())
    .$call(notNullText("citing_title", "citing_journal"))
    .addColumn("citing_doi", "text")
    .execute();
  await db.schema.createIndex("citations_year_protocol").on("citations").columns(["year", "protocol_id"]).execute();
  await db.schema.createIndex("citations_protocol").on("citations").column("protocol_id").execute();
}
