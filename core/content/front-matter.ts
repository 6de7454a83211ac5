/**
 * The YAML front matter of our Markdown pages: a block of `key: value` lines between `---` fences at the
 * top of the file. Only the flat scalars we write are supported (plain, "double-quoted" or 'single-quoted');
 * anything else is a mistake in a content file and is reported, not guessed at.
 */
export interface FrontMatterResult {
  data: Record<string, string>;
  body: string;
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export function splitFrontMatter(source: string): FrontMatterResult {
  const text = source.replace(/^\uFEFF/, "");
  const match = FENCE.exec(text);
  if (!match) return { data: {}, body: text };
  const data: Record<string, string> = {};
  for (const [index, line] of match[1]!.split(/\r?\n/).entries()) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    const pair = /^([A-Za-z_][\w-]*):[ \t]*(.*)$/.exec(line);
    if (!pair) throw new Error(`front matter line ${index + 2}: expected "key: value", got ${JSON.stringify(line)}`);
    data[pair[1]!] = parseScalar(pair[2]!.trim(), index + 2);
  }
  return { data, body: text.slice(match[0].length) };
}

function parseScalar(raw: string, line: number): string {
  if (raw.startsWith('"')) {
    if (!raw.endsWith('"') || raw.length < 2) throw new Error(`front matter line ${line}: unterminated "string"`);
    return JSON.parse(raw) as string;
  }
  if (raw.startsWith("'")) {
    if (!raw.endsWith("'") || raw.length < 2) throw new Error(`front matter line ${line}: unterminated 'string'`);
    return raw.slice(1, -1).replace(/''/g, "'");
  }
  // A plain scalar ends before a comment.
  return raw.replace(/\s+#.*$/, "");
}
