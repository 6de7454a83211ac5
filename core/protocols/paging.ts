import type { SelectQueryBuilder } from "kysely";
import { countRows } from "../db/count-rows";

/** Items per page of every protocol list (archive issue, press, most read, most cited, subject). */
export const LIST_PAGE_SIZE = 20;

/**
 * Reads a `page` query value: absent → 1; a whole number ≥ 1 → that page; anything else → null
 * (a parameter error).
 */
export function parsePage(value: string | null): number | null {
  if (value === null || value === "") return 1;
  if (!/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

export function pageCount(total: number, pageSize = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * One page (1-based, LIST_PAGE_SIZE rows) of a filtered list, each row as `rowOf` makes it, and how many rows the
 * whole list has: `filtered` is counted as it is, and `select` gives it its columns and order for the page.
 */
export async function pageOfRows<DB, TB extends keyof DB, I, O, R>(
  filtered: SelectQueryBuilder<DB, TB, I>,
  page: number,
  select: (q: SelectQueryBuilder<DB, TB, I>) => SelectQueryBuilder<DB, TB, O>,
  rowOf: (row: O) => R,
): Promise<{ rows: R[]; total: number }> {
  const total = await countRows(filtered);
  const rows = await select(filtered)
    .limit(LIST_PAGE_SIZE)
    .offset((page - 1) * LIST_PAGE_SIZE)
    .execute();
  return { rows: (rows as O[]).map(rowOf), total };
}
