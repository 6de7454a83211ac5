import type { Lang } from "../config/constants";

const MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * SPEC §9 date format, from a 'YYYY-MM-DD' string (a longer ISO string is cut to its date):
 * en 'Mon D, YYYY' (Mar 5, 2024), cn 'YYYY年MM月DD日' (2024年03月05日).
 * Works on the string itself, so no time zone can move the day. A malformed value is returned as is.
 */
export function formatDate(value: string, lang: Lang): string {
  const m = ISO_DATE.exec(value);
  if (!m) return value;
  const [, y, mm, dd] = m as unknown as [string, string, string, string];
  const month = Number(mm);
  const day = Number(dd);
  if (month < 1 || month > 12 || day < 1 || day > 31) return value;
  return lang === "cn" ? `${y}年${mm}月${dd}日` : `${MONTHS_EN[month - 1]} ${day}, ${y}`;
}
