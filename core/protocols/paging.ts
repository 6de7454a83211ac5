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
