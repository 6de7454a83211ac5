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
  // A name given only in hanzi (no romanisation on file) is split like a Chinese name.
  if (HAN.test(nameEn) && !/[A-Za-z]/.test(nameEn)) return splitChineseName(nameEn);
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

/**
 * A name in hanzi, family name first ("林晓雯" → 林 + 晓雯, "欧阳明" → 欧阳 + 明): a compound surname of the
 * table when it matches, otherwise the first character. A middle dot (transliterated names) splits instead.
 */
export function splitChineseName(nameCn: string): PersonName {
  const name = nameCn.replace(/\s+/g, "");
  if (name.includes("·")) {
    const parts = name.split("·").filter(Boolean);
    return { family: parts[parts.length - 1] ?? name, given: parts.slice(0, -1).join("·") };
  }
  if (name.length <= 1) return { family: name, given: "" };
  const family = name.length > 2 && CHINESE_SURNAMES.has(name.slice(0, 2)) ? name.slice(0, 2) : name.slice(0, 1);
  return { family, given: name.slice(family.length) };
}

/** "Family, Given" (or the family name alone): the one form of an author's name in every citation format. */
export function familyCommaGiven(name: PersonName): string {
  return name.given ? `${name.family}, ${name.given}` : name.family;
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
