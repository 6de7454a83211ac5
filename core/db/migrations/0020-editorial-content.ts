import type { Kysely } from "kysely";
import { addNotNullColumn, type Dialect } from "./helpers";

/**
 * The journal's other content made in the editorial office (ADR 0112): news, FAQs, board members, collaborating
 * journals, sponsors, webinars and videos get the `state` of collections (ADR 0106): 'draft' (not published, seen
 * only in the office) or 'published'. Everything so far came from the seed and is public, which the default records.
 * Plain SQL and literals only: a migration never imports live code.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  for (const table of ["news", "faqs", "board_members", "collaborating_journals", "sponsors", "webinars", "videos"]) {
    await addNotNullColumn(db, table, "state", "text", "published");
  }
}
