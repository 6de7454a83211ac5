/**
 * npm run search:reindex [-- --queue] — rebuilds the full-text search index of DATABASE_URL from the protocols table
 * (after a change of the text analysis in core/search, or a restore). Safe to run on a live site: each batch of
 * protocols is re-indexed in its own transaction. It runs here, printing its progress; with `--queue` (PostgreSQL
 * only) it hands one `search.reindex` job to the running servers instead and returns at once (ADR 0125).
 */
import { parseArgs } from "node:util";
import { migrateToLatest } from "@core/db/migrate";
import { startPgBossJobQueue } from "@core/jobs/pg-boss-job-queue";
import { SITE_JOB_POLICIES } from "@core/jobs/site-jobs";
import { rebuildSearchIndex } from "@core/search/index-protocol";
import { openScriptDatabase } from "./db";

const { values } = parseArgs({ options: { queue: { type: "boolean", default: false } } });
const handle = openScriptDatabase();
try {
  await migrateToLatest(handle.db, handle.dialect);
  if (values.queue) {
    if (handle.dialect !== "postgres")
      throw new Error("--queue needs PostgreSQL: on SQLite jobs run inside the server process");
    const queue = await startPgBossJobQueue({ connectionString: process.env.DATABASE_URL!, policies: SITE_JOB_POLICIES, sendOnly: true });
    await queue.send("search.reindex", {});
    await queue.stop();
    console.log("one search.reindex job queued; a server process will run it");
  } else {
    const started = performance.now();
    const count = await rebuildSearchIndex(handle.db, (done) => {
      if (done % 10_000 === 0) console.log(`${done} protocols indexed`);
    });
    console.log(`re-indexed ${count} protocols in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
