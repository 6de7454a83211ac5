import { openDatabase, type Db } from "@core/db/client";
import { listRecentIssues, type IssueSummary } from "@core/issues/list-recent-issues";
import { e2eDatabasePath } from "./fixtures";

/** Runs `fn` with the database of the server under test (for ids to visit and counts to compare). */
export async function withE2eDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const handle = openDatabase(e2eDatabasePath());
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}

/** The id of a hand-written demo protocol, by the start of its English title. */
export function authoredProtocolId(titleStart: string): Promise<number> {
  return withE2eDb(async (db) => {
    const row = await db.selectFrom("protocols").select("id").where("title_en", "like", `${titleStart}%`).executeTakeFirstOrThrow();
    return row.id;
  });
}

/** Each browser project gets its own protocols to change, so parallel runs don't race. */
export function projectIndex(projectName: string): number {
  return projectName === "mobile" ? 1 : 0;
}

/** The current issue as the site computes it (the newest published; the editorial tests add issues during a run). */
export function newestPublishedIssue(): Promise<IssueSummary> {
  return withE2eDb(async (db) => {
    const [newest] = await listRecentIssues(db, 1);
    if (!newest) throw new Error("the e2e journal has no published issue");
    return newest;
  });
}
