import type { SelectQueryBuilder } from "kysely";

/** Whether `query` (a filtered query with no columns chosen yet) finds at least one row: "does such a row exist". */
export async function hasRow<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<boolean> {
  const row = await query
    .select((eb) => eb.lit(1).as("found"))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
