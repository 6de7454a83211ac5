import type { Db } from "../db/client";
import { rebuildSearchIndex } from "./index-protocol";
import { SEARCH_INDEX_FORMAT } from "./index-format";
import { phraseSetFingerprint } from "./phrase-terms";

/**
 * Rebuilds the search index when the database's is missing, of another format than the code's, or built with
 * other phrases of the term dictionary (ADR 0116, 0130), then records both. A fresh database rebuilds an empty
 * index, which costs nothing. Returns whether it rebuilt.
 */
export async function ensureSearchIndexFormat(db: Db, onProgress?: (done: number) => void): Promise<boolean> {
  const state = await db.selectFrom("search_index_state").select(["format", "phrases"]).where("id", "=", 1).executeTakeFirst();
  const current = { format: SEARCH_INDEX_FORMAT, phrases: phraseSetFingerprint() };
  if (state?.format === current.format && state.phrases === current.phrases) return false;
  await rebuildSearchIndex(db, onProgress);
  await db
    .insertInto("search_index_state")
    .values({ id: 1, ...current })
    .onConflict((oc) => oc.column("id").doUpdateSet(current))
    .execute();
  return true;
}
