import type { Kysely } from "kysely";

/**
 * OAI-PMH harvests read published records in (updated_at, id) order from a cursor (ADR 0087): an index in
 * that order keeps each page a range read at any journal size.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("protocols_status_updated").on("protocols").columns(["status", "updated_at", "id"]).execute();
}
