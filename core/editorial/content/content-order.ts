import type { ContentKindSpec, ContentRow } from "./content-kind";

/**
 * A kind's rows in the order its public page shows them (ADR 0112): newest first for dated kinds; for kinds ordered
 * by hand, grouped (a FAQ topic, a board's role) with each group in `sort_order`. The office lists them so, and a
 * move rewrites `sort_order` as 1..n in this order, which keeps every other row's place.
 */
export function inPublicOrder(spec: ContentKindSpec, rows: readonly ContentRow[]): ContentRow[] {
  const { order } = spec;
  if (!order.manual) {
    const sign = order.descending ? -1 : 1;
    const key = (row: ContentRow) => String(row[order.column] ?? "");
    return [...rows].sort((a, b) => sign * (key(a).localeCompare(key(b)) || a.id - b.id));
  }
  const sorted = [...rows].sort((a, b) => Number(a.sort_order) - Number(b.sort_order) || a.id - b.id);
  const groups = new Map<string, ContentRow[]>();
  for (const row of sorted) {
    const key = order.group(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const { groupRank } = order;
  const list = [...groups.values()];
  // Array.prototype.sort is stable: groups of the same rank keep the order of their first row.
  if (groupRank) list.sort((a, b) => groupRank(a[0]!) - groupRank(b[0]!));
  return list.flat();
}

/** Whether the row at 1-based `position` can move that way: a neighbour of the same group is there. */
export function canMove(spec: ContentKindSpec, ordered: readonly ContentRow[], position: number, direction: "up" | "down"): boolean {
  if (!spec.order.manual) return false;
  const row = ordered[position - 1];
  const other = ordered[direction === "up" ? position - 2 : position];
  return row !== undefined && other !== undefined && spec.order.group(row) === spec.order.group(other);
}
