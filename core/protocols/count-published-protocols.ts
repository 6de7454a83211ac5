import type { Db } from "../db/client";
import { rememberPerDatabase } from "../db/remember-per-database";

/**
 * How long a process reuses the count. Every page's frame shows it, and counting reads an index entry per published
 * protocol (0.4 ms at 5,000, ten times that at 50,000) on every render; the claim moves by a thousand at a time, so
 * a count a minute old is never wrong for long.
 */
export const PROTOCOL_COUNT_TTL_MS = 60_000;

/** Published journal protocols, rounded down to the thousand: the home search box's "5,000+" claim. */
export const countPublishedProtocolsFloor = rememberPerDatabase(PROTOCOL_COUNT_TTL_MS, async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom("protocols")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("kind", "=", "bp")
    .where("status", "=", "published")
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  return n >= 1000 ? Math.floor(n / 1000) * 1000 : n;
});
