import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type * as JiebaModule from "@node-rs/jieba";
import { processWide } from "../runtime/process-wide";
import { termConcepts } from "./terms";

/**
 * Chinese word segmentation for queries (ADR 0114, ADR 0149): jieba (`@node-rs/jieba`: jieba-rs as a native addon,
 * with its own dictionary) plus every Chinese form of the journal's term dictionary as a user word, so 原代培养 and
 * 蛋白质印迹 are one word each. Loaded on the first Chinese query, then shared by the process.
 */

const HAN_CHAR = /\p{Script=Han}/u;
/** Above jieba's own frequencies for common words, so a dictionary term is kept whole. */
const USER_WORD_FREQUENCY = 100_000;

type Jieba = JiebaModule.Jieba;

let jieba: Jieba | null = null;

function segmenter(): Jieba {
  jieba ??= processWide("jieba", loadJieba);
  return jieba;
}

function loadJieba(): Jieba {
  // Required on first use, not imported: only a process that meets a Chinese query builds the dictionary (~40 MB).
  // The dictionary file is read here and let go once built (the package's `dict` module would keep its 5 MB, and
  // the 6 MB of keyword weights beside it, for the life of the process).
  const require = createRequire(import.meta.url);
  const { Jieba: Segmenter } = require("@node-rs/jieba") as typeof JiebaModule;
  const instance = Segmenter.withDict(readFileSync(require.resolve("@node-rs/jieba/dict.txt")));
  const userWords: string[] = [];
  for (const concept of termConcepts()) {
    for (const form of concept.cn) {
      // Only whole Chinese runs are words to jieba; "His标签" is two tokens whatever the dictionary says.
      if ([...form].every((ch) => HAN_CHAR.test(ch))) userWords.push(`${form} ${USER_WORD_FREQUENCY}\n`);
    }
  }
  // A dictionary of the same form ("word frequency" a line), added to the one built above.
  instance.loadDict(Buffer.from(userWords.join("")));
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
  const inner = new Set(segmenter().cutForSearch(word, false).filter((w) => w !== word && [...w].length >= 2));
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
