import type { Lang } from "@core/config/constants";
import { languageTag } from "@core/locale/language-tag";

/** "532 KB", "12.4 MB": binary multiples, written as people read file sizes. */
export function formatBytes(bytes: number, lang: Lang): string {
  const locale = languageTag(lang);
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString(locale, { maximumFractionDigits: value < 10 ? 1 : 0 })} ${units[unit]}`;
}
