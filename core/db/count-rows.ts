import type { SelectQueryBuilder } from "kysely";

/** How many rows `query` (a filtered query with no columns chosen yet) gives: one `count(*)`. */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  // Typed by hand: Kysely cannot work out a generic builder's result row.
  const row = (await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst()) as { n: number } | undefined;
  return Number(row?.n ?? 0);
}
