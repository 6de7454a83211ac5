/** SPEC §2.2: on /cn/psi, query `w` codes stand for numbers 2 to 6. */
const W_CODES: ReadonlyMap<string, number> = new Map([
  ["9d4", 2],
  ["4b5", 3],
  ["a2f", 4],
  ["bbc", 5],
  ["5a8", 6],
]);

/**
 * Whether the header hides its language button (SPEC §2.2): only on /cn/psi, only when query `w` is
 * set, and only when its number exceeds 1. A listed code maps to its number; any other value is read
 * as a number (so "abc" or "" never hides the button).
 */
export function isLanguageSwitchHidden(pathname: string, searchParams: URLSearchParams): boolean {
  if (pathname.replace(/\/+$/, "") !== "/cn/psi") return false;
  const w = searchParams.get("w");
  if (w === null) return false;
  const number = W_CODES.get(w) ?? Number(w);
  return number > 1;
}
