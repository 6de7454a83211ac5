/**
 * npm run search:reindex — rebuilds the full-text search index of DATABASE_URL from the protocols table
 * (after a change of the text analysis in core/search, or a restore). Safe to run on a live site: each
 * batch of protocols is re-indexed in its own transaction.
 */
import { migrateToLatest } from "@core/db/migrate";
import { rebuildSearchIndex } from "@core/search/index-protocol";
import { openScriptDatabase } from "./db";

const handle = openScriptDatabase();
await migrateToLatest(handle.db, handle.dialect);
const started = performance.now();
const count = await rebuildSearchIndex(handle.db, (done) => {
  if (done % 10_000 === 0) console.log(`${done} protocols indexed`);
});
console.log(`re-indexed ${count} protocols in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await handle.close();
