import type { Db } from "../db/client";

export interface CitingWork {
  title: string;
  journal: string;
  year: number;
  doi: string | null;
}

/** Works that cite a protocol, newest first: the "Cited by" list. */
export async function listCitingWorks(db: Db, protocolId: number, limit: number): Promise<CitingWork[]> {
  const rows = await db
    .selectFrom("citations")
    .select(["citing_title", "citing_journal", "year", "citing_doi"])
    .where("protocol_id", "=", protocolId)
    .orderBy("year", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ title: r.citing_title, journal: r.citing_journal, year: r.year, doi: r.citing_doi }));
}
