import type { Inline } from "./body";

/**
 * A tiny authoring markup for body text (the demo content and the editors' protocol form), turned into structured
 * inlines when saved:
 *   [n]        in-text citation of reference n (1-based), e.g. "as described [2]"
 *   *text*     italic (species names, gene symbols)
 *   **text**   bold
 *   ^text^     superscript (e.g. Ca^2+^)
 *   ~text~     subscript (e.g. H~2~O)
 *   `text`     code (commands, file names)
 */
const TOKEN = /\[(\d+)\]|\*\*([^*]+)\*\*|\*([^*]+)\*|\^([^^]+)\^|~([^~]+)~|`([^`]+)`/g;

export function rich(source: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of source.matchAll(TOKEN)) {
    if (m.index > last) out.push({ t: "text", v: source.slice(last, m.index) });
    if (m[1]) out.push({ t: "cite", ref: Number(m[1]) });
    else if (m[2]) out.push({ t: "text", v: m[2], marks: ["b"] });
    else if (m[3]) out.push({ t: "text", v: m[3], marks: ["i"] });
    else if (m[4]) out.push({ t: "text", v: m[4], marks: ["sup"] });
    else if (m[5]) out.push({ t: "text", v: m[5], marks: ["sub"] });
    else if (m[6]) out.push({ t: "text", v: m[6], marks: ["code"] });
    last = m.index + m[0].length;
  }
  if (last < source.length) out.push({ t: "text", v: source.slice(last) });
  return out;
}

const MARK_DELIMITERS = { b: "**", i: "*", sup: "^", sub: "~", code: "`" } as const;

/** The markup of structured inlines: the inverse of `rich` (links keep their text only). */
export function toMarkup(inlines: readonly Inline[]): string {
  return inlines
    .map((x) => {
      if (x.t === "cite") return `[${x.ref}]`;
      if (x.t === "link") return x.v;
      const mark = x.marks?.[0];
      return mark ? `${MARK_DELIMITERS[mark]}${x.v}${MARK_DELIMITERS[mark]}` : x.v;
    })
    .join("");
}
