import { sql } from "kysely";
import type { Db } from "../db/client";
import type { ProtocolKind } from "../db/schema";

/** One child sitemap of protocol pages: a list kind, a year online, and a chunk number within them. */
export interface ProtocolSitemapSection {
  kind: ProtocolKind;
  year: number;
  chunk: number;
  lastmod: string;
}

/**
 * The protocol sitemaps: protocols grouped by kind and year online, each group cut into chunks of at most
 * `perChunk` protocols. One grouped read over the online_on index; the caller caches the answer.
 */
export async function listSitemapSections(db: Db, perChunk: number): Promise<ProtocolSitemapSection[]> {
  const rows = await db
    .selectFrom("protocols")
    .select([
      "kind",
      sql<string>`substr(online_on, 1, 4)`.as("year"),
      (eb) => eb.fn.countAll<number | string>().as("n"),
      (eb) => eb.fn.max("updated_at").as("lastmod"),
    ])
    .where("online_on", "is not", null)
    .groupBy(["kind", sql`substr(online_on, 1, 4)`])
    .orderBy("kind")
    .orderBy(sql`substr(online_on, 1, 4)`)
    .execute();
  const out: ProtocolSitemapSection[] = [];
  for (const r of rows) {
    const chunks = Math.ceil(Number(r.n) / perChunk);
    for (let chunk = 1; chunk <= chunks; chunk++) out.push({ kind: r.kind, year: Number(r.year), chunk, lastmod: r.lastmod });
  }
  return out;
}
