/**
 * The Porter stemmer (M. F. Porter, 1980), for lower-case ASCII words: "protocols" and "protocol" share
 * the stem "protocol", "staining" and "stained" share "stain". Stemming happens here, in one place, for
 * the index and for queries, so SQLite and PostgreSQL index exactly the same terms.
 */
import { processWide } from "../runtime/process-wide";

const consonant = "[^aeiou]";
const vowel = "[aeiouy]";
const consonants = `${consonant}[^aeiouy]*`;
const vowels = `${vowel}[aeiou]*`;

/** m > 0: [C](VC)+ ... */
const MEASURE_GT0 = new RegExp(`^(${consonants})?${vowels}${consonants}`);
/** m = 1 */
const MEASURE_EQ1 = new RegExp(`^(${consonants})?${vowels}${consonants}(${vowels})?$`);
/** m > 1 */
const MEASURE_GT1 = new RegExp(`^(${consonants})?${vowels}${consonants}${vowels}${consonants}`);
const HAS_VOWEL = new RegExp(`^(${consonants})?${vowel}`);
const CVC = new RegExp(`^${consonants}${vowel}[^aeiouwxy]$`);
const DOUBLE_CONSONANT = /([^aeiouylsz])\1$/;

const STEP2: Record<string, string> = {
  ational: "ate",
  tional: "tion",
  enci: "ence",
  anci: "ance",
  izer: "ize",
  bli: "ble",
  alli: "al",
  entli: "ent",
  eli: "e",
  ousli: "ous",
  ization: "ize",
  ation: "ate",
  ator: "ate",
  alism: "al",
  iveness: "ive",
  fulness: "ful",
  ousness: "ous",
  aliti: "al",
  iviti: "ive",
  biliti: "ble",
  logi: "log",
};
const STEP2_RE = new RegExp(`^(.+?)(${Object.keys(STEP2).join("|")})$`);
const STEP3: Record<string, string> = { icate: "ic", ative: "", alize: "al", iciti: "ic", ical: "ic", ful: "", ness: "" };
const STEP3_RE = new RegExp(`^(.+?)(${Object.keys(STEP3).join("|")})$`);
const STEP4_RE = /^(.+?)(al|ance|ence|er|ic|able|ible|ant|ement|ment|ent|ou|ism|ate|iti|ous|ive|ize)$/;
const STEP4_ION_RE = /^(.+?)(s|t)(ion)$/;

function porter(word: string): string {
  if (word.length < 3) return word;
  let w = word;
  const initialY = w[0] === "y";
  if (initialY) w = `Y${w.slice(1)}`;

  // Step 1a: plurals.
  let m = /^(.+?)(ss|i)es$/.exec(w);
  if (m) w = m[1]! + m[2]!;
  else if ((m = /^(.+?)([^s])s$/.exec(w))) w = m[1]! + m[2]!;

  // Step 1b: -eed, -ed, -ing.
  if ((m = /^(.+?)eed$/.exec(w))) {
    if (MEASURE_GT0.test(m[1]!)) w = w.slice(0, -1);
  } else if ((m = /^(.+?)(ed|ing)$/.exec(w))) {
    const stem = m[1]!;
    if (HAS_VOWEL.test(stem)) {
      w = stem;
      if (/(at|bl|iz)$/.test(w)) w += "e";
      else if (DOUBLE_CONSONANT.test(w)) w = w.slice(0, -1);
      else if (CVC.test(w)) w += "e";
    }
  }

  // Step 1c: y → i.
  if ((m = /^(.+?)y$/.exec(w)) && HAS_VOWEL.test(m[1]!)) w = `${m[1]!}i`;

  // Steps 2 and 3: double and single suffixes.
  if ((m = STEP2_RE.exec(w)) && MEASURE_GT0.test(m[1]!)) w = m[1]! + STEP2[m[2]!]!;
  if ((m = STEP3_RE.exec(w)) && MEASURE_GT0.test(m[1]!)) w = m[1]! + STEP3[m[2]!]!;

  // Step 4: -ant, -ence, …
  if ((m = STEP4_RE.exec(w))) {
    if (MEASURE_GT1.test(m[1]!)) w = m[1]!;
  } else if ((m = STEP4_ION_RE.exec(w))) {
    const stem = m[1]! + m[2]!;
    if (MEASURE_GT1.test(stem)) w = stem;
  }

  // Step 5: final -e and -ll.
  if ((m = /^(.+?)e$/.exec(w))) {
    const stem = m[1]!;
    if (MEASURE_GT1.test(stem) || (MEASURE_EQ1.test(stem) && !CVC.test(stem))) w = stem;
  }
  if (/ll$/.test(w) && MEASURE_GT1.test(w)) w = w.slice(0, -1);

  return initialY ? `y${w.slice(1)}` : w;
}

/** Plurals Porter's rules miss, common in the life sciences (mice → mouse, analyses → analysis). */
const IRREGULAR: Record<string, string> = {
  mice: "mouse",
  lice: "louse",
  analyses: "analysis",
  hypotheses: "hypothesis",
  syntheses: "synthesis",
  nuclei: "nucleus",
  fungi: "fungus",
  bacteria: "bacterium",
  larvae: "larva",
  criteria: "criterion",
  phenomena: "phenomenon",
  indices: "index",
  matrices: "matrix",
  appendices: "appendix",
  teeth: "tooth",
  feet: "foot",
  geese: "goose",
  children: "child",
  women: "woman",
  men: "man",
  leaves: "leaf",
  halves: "half",
};

const cache = processWide("englishStems", () => new Map<string, string>());
const CACHE_LIMIT = 100_000;

/** The stem of a lower-case word; words with digits or non-ASCII letters are returned unchanged. */
export function stemEnglish(word: string): string {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return word;
  let out = cache.get(word);
  if (out === undefined) {
    out = porter(IRREGULAR[word] ?? word);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(word, out);
  }
  return out;
}
