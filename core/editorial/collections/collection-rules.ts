/**
 * The rules of collections (and special issues) made in the editorial office (ADR 0106), as pure functions the
 * operations, the forms and the tests share.
 */

export const SLUG_MAX_CHARS = 80;

/** Lower-case letters and digits in words joined by single hyphens: "single-cell-omics". */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSlug(value: string): boolean {
  return value.length >= 2 && value.length <= SLUG_MAX_CHARS && SLUG.test(value);
}

/**
 * The move an editor asked for: `order` after moving the item the page showed at 1-based `from` (`isItem` tells it)
 * one place up or down, and its new place `to`; null when the page was stale (the item is no longer there, or
 * cannot move that way), so a repeated or out-of-date post never moves anything.
 */
export function seenMove<T>(
  items: readonly T[],
  isItem: (item: T) => boolean,
  from: number,
  direction: "up" | "down",
): { order: T[]; to: number } | null {
  const seen = items[from - 1];
  if (seen === undefined || !isItem(seen)) return null;
  const order = movedOrder(items, from, direction);
  return order && { order, to: direction === "up" ? from - 1 : from + 1 };
}

/**
 * An ordered list after moving the item at 1-based `position` one place up or down, or null when it cannot move
 * (first up, last down, or a position outside the list: a stale page).
 */
export function movedOrder<T>(items: readonly T[], position: number, direction: "up" | "down"): T[] | null {
  const from = position - 1;
  const to = direction === "up" ? from - 1 : from + 1;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return null;
  const out = [...items];
  [out[from], out[to]] = [out[to]!, out[from]!];
  return out;
}

/**
 * Numbers an ordered list 1..n after a change: `write` is called only for the rows whose place (`placeOf`) is not
 * already their index + 1, so a move writes two rows and a removal only those after the gap.
 */
export async function writePlaces<T>(rows: readonly T[], placeOf: (row: T) => number, write: (row: T, place: number) => Promise<unknown>): Promise<void> {
  for (const [i, row] of rows.entries()) {
    if (placeOf(row) !== i + 1) await write(row, i + 1);
  }
}
