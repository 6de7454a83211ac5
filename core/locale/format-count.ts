/**
 * A whole number as both page languages write a count: digits grouped by three with commas ("5,000", "12,345"; en
 * and zh-CN group alike). Not `toLocaleString`: in a browser the page's first Intl call loads ICU's number data,
 * 20–30 ms of main thread on this machine (80–120 ms under Lighthouse's phone throttling), paid during hydration
 * by every page whose header shows the protocol count.
 */
export function formatCount(n: number): string {
  const digits = String(Math.trunc(Math.abs(n)));
  return `${n < 0 ? "-" : ""}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}
