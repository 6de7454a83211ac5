import type { Kysely } from "kysely";

/**
 * Harvesting at 500,000 protocols (ADR 0095, measured with `npm run bench:harvest`):
 * - a child sitemap reads one list kind's protocols of one year in (online_on, id) order from a cursor, and
 *   the sitemap index groups them by kind and year with their newest updated_at. Without this index SQLite
 *   answered each batch through (kind, status, published_on) and sorted every protocol of the kind: 12 s for
 *   a 50,000-URL child. With it a batch is a range read, and the grouping reads the index alone.
 * - OAI ListRecords (and the protocol page) find a journal protocol's preprint by journal_version_id, which
 *   was read by scanning every preprint.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("protocols_kind_online").on("protocols").columns(["kind", "online_on", "id", "updated_at"]).execute();
  await db.schema.createIndex("protocols_journal_version").on("protocols").column("journal_version_id").execute();
}
