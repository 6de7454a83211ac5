/**
 * Words in a text, in any language (ADR 0033): Intl.Segmenter's word segments that are word-like.
 * English splits on spaces and punctuation; Chinese, written without spaces, is split by the ICU
 * dictionary ("如何提取细胞" → 如何 / 提取 / 细胞 = 3 words). The same count runs in the browser and on
 * the server.
 */
let segmenter: Intl.Segmenter | null = null;

export function countWords(text: string): number {
  segmenter ??= new Intl.Segmenter("zh-CN", { granularity: "word" });
  let count = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) count++;
  return count;
}

/** Characters as readers count them: code points, so an emoji or a rare Han character is one. */
export function countChars(text: string): number {
  return [...text].length;
}
