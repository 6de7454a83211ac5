import type { SelectQueryBuilder } from "kysely";

/** The id of the first row `query` (selecting `id`) finds, or null when it finds none. */
export async function firstId<DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, { id: number }>,
): Promise<number | null> {
  const row = await query.executeTakeFirst();
  return row?.id ?? null;
}
