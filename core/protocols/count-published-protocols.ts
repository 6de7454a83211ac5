import type { Db } from "../db/client";

/** Published journal protocols, rounded down to the thousand: the home search box's "5,000+" claim. */
export async function countPublishedProtocolsFloor(db: Db): Promise<number> {
  const row = await db
    .selectFrom("protocols")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("kind", "=", "bp")
    .where("status", "=", "published")
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  return n >= 1000 ? Math.floor(n / 1000) * 1000 : n;
}
