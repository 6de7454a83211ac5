/**
 * A LIKE pattern that finds `text` anywhere (used with `escape '\'`): the wildcards a person types (`%`, `_`, `\`)
 * are taken literally. The office's lists search with it; LIKE is enough for them (the reader's search is core/search).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
