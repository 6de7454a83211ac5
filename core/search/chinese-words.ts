import { createRequire } from "node:module";
import type * as JiebaModule from "jieba-wasm";
import { termConcepts } from "./terms";

/**
 * Chinese word segmentation for queries (ADR 0114): jieba (jieba-wasm: jieba-rs compiled to WebAssembly, with
 * its own dictionary) plus every Chinese form of the journal's term dictionary as a user word, so 原代培养 and
 * 蛋白质印迹 are one word each. Loaded on the first Chinese query, then shared by the process.
 */

type Jieba = typeof JiebaModule;

const HAN_CHAR = /\p{Script=Han}/u;
/** Above jieba's own frequencies for common words, so a dictionary term is kept whole. */
const USER_WORD_FREQUENCY = 100_000;

let jieba: Jieba | null = null;

function segmenter(): Jieba {
  if (jieba) return jieba;
  // Required on first use, not imported: the WebAssembly module (4 MB) is read only by a process that meets a
  // Chinese query.
  const instance = createRequire(import.meta.url)("jieba-wasm") as Jieba;
  for (const concept of termConcepts()) {
    for (const form of concept.cn) {
      // Only whole Chinese runs are words to jieba; "His标签" is two tokens whatever the dictionary says.
      if ([...form].every((ch) => HAN_CHAR.test(ch))) instance.add_word(form, USER_WORD_FREQUENCY);
    }
  }
  jieba = instance;
  return instance;
}

/** The words of a run of Chinese characters, in order (their concatenation is the run). */
export function chineseWords(run: string): string[] {
  if ([...run].length < 3) return [run];
  return segmenter()
    .cut(run, false)
    .filter((w) => w.trim().length > 0);
}

/**
 * The smaller words a long word is made of (原代培养 → 原代 培养; 蛋白质印迹 → 蛋白质 印迹), so a query for it
 * also finds texts that write its parts apart (原代神经元培养). Leftmost-longest among the words jieba's
 * search mode finds inside it; [] when it has no such parts.
 */
export function partsOfWord(word: string): string[] {
  const chars = [...word];
  if (chars.length < 4) return [];
  const inner = new Set(segmenter().cut_for_search(word, false).filter((w) => w !== word && [...w].length >= 2));
  const parts: string[] = [];
  let i = 0;
  while (i < chars.length) {
    let found = "";
    for (let end = chars.length; end > i + 1; end--) {
      const candidate = chars.slice(i, end).join("");
      if (candidate !== word && inner.has(candidate)) {
        found = candidate;
        break;
      }
    }
    if (!found) return [];
    parts.push(found);
    i += [...found].length;
  }
  return parts;
}
