import { CHINESE_SURNAMES } from "./chinese-surnames";

export interface PersonName {
  family: string;
  given: string;
}

const HAN = /[\u3400-\u9fff]/;
/** Family-name particles kept with the family name: "Ludwig van Beethoven" → van Beethoven. */
const PARTICLES = new Set(["van", "von", "de", "del", "della", "der", "di", "da", "du", "la", "le", "ten", "ter", "dos", "das"]);

function fold(s: string): string {
  return s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

/**
 * Splits an author's English name into family and given names for citations. Romanised Chinese names are
 * written in either order ("Lin Xiaowen", "Xiaowen Lin"); when the name is also given in hanzi, its first
 * character(s) are the family name, so the romanised part that matches that family name's pinyin is the
 * family name. Anything else follows the Western order: the last word (with particles) is the family name.
 */
export function splitAuthorName(nameEn: string, nameCn: string | null = null): PersonName {
  const words = nameEn.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { family: "", given: "" };
  if (words.length === 1) return { family: words[0]!, given: "" };
  if (nameCn && HAN.test(nameCn)) {
    const cn = nameCn.trim();
    const pinyin = CHINESE_SURNAMES.get(cn.slice(0, 2)) ?? CHINESE_SURNAMES.get(cn.slice(0, 1));
    if (pinyin) {
      const target = fold(pinyin);
      if (fold(words[0]!) === target) return { family: words[0]!, given: words.slice(1).join(" ") };
      if (fold(words[words.length - 1]!) === target) return { family: words[words.length - 1]!, given: words.slice(0, -1).join(" ") };
    }
  }
  let start = words.length - 1;
  while (start > 1 && PARTICLES.has(words[start - 1]!.toLowerCase())) start--;
  return { family: words.slice(start).join(" "), given: words.slice(0, start).join(" ") };
}

/** "Daniel R." → "D. R.", "Xiaowen" → "X.", "Jean-Luc" → "J.-L." */
export function initials(given: string, withDots = true): string {
  return given
    .split(/\s+/)
    .filter(Boolean)
    .map((word) =>
      word
        .split("-")
        .map((part) => (part ? `${part[0]!.toUpperCase()}${withDots ? "." : ""}` : ""))
        .join("-"),
    )
    .join(" ");
}
