import type { Db } from "../db/client";
import { rebuildSearchIndex } from "./index-protocol";
import { SEARCH_INDEX_FORMAT } from "./index-format";

/**
 * Rebuilds the search index when the database's is missing or of another format than the code's, then records
 * the format (ADR 0116). A fresh database rebuilds an empty index, which costs nothing. Returns whether it rebuilt.
 */
export async function ensureSearchIndexFormat(db: Db, onProgress?: (done: number) => void): Promise<boolean> {
  const state = await db.selectFrom("search_index_state").select("format").where("id", "=", 1).executeTakeFirst();
  if (state?.format === SEARCH_INDEX_FORMAT) return false;
  await rebuildSearchIndex(db, onProgress);
  await db
    .insertInto("search_index_state")
    .values({ id: 1, format: SEARCH_INDEX_FORMAT })
    .onConflict((oc) => oc.column("id").doUpdateSet({ format: SEARCH_INDEX_FORMAT }))
    .execute();
  return true;
}
