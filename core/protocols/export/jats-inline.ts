import type { Inline } from "../body";

/** Text and attribute values escaped for XML. */
export function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const MARK_TAGS = { b: "bold", i: "italic", sup: "sup", sub: "sub", code: "monospace" } as const;

/** Inline runs as JATS: marks as bold/italic/…, citations as bibr xrefs, links as ext-links. */
export function inline(runs: Inline[]): string {
  return runs
    .map((r) => {
      if (r.t === "cite") return `<xref ref-type="bibr" rid="r${r.ref}">${r.ref}</xref>`;
      if (r.t === "link") return `<ext-link ext-link-type="uri" xlink:href="${esc(r.href)}">${esc(r.v)}</ext-link>`;
      return (r.marks ?? []).reduce((text, mark) => `<${MARK_TAGS[mark]}>${text}</${MARK_TAGS[mark]}>`, esc(r.v));
    })
    .join("");
}

// Not the end of a sentence: "E. coli", "Fig. 2", "et al.", "approx. 5 min", "e.g. PBS".
const ABBREVIATION = /(?:^|[\s(])(?:\p{L}|Fig|Figs|Eq|Ref|No|approx|ca|cf|vs|al|e\.g|i\.e|etc)\.$/iu;

/**
 * Where the first sentence of a text ends (after its full stop), or null when it is one sentence. A Chinese
 * full stop (。！？) ends a sentence wherever more text follows (ADR 0097).
 */
function sentenceEnd(text: string): number | null {
  for (const m of text.matchAll(/[.!?](?=\s+[\p{Lu}\d(])|[。！？](?=\s*\S)/gu)) {
    const upTo = text.slice(0, m.index + 1);
    if (!ABBREVIATION.test(upTo)) return m.index + 1;
  }
  return null;
}

/**
 * A caption as JATS `<caption>`: its first sentence as `<title>` (what PMC and JATS4R ask for), the rest as
 * `<p>`. The split happens in a text run at the first sentence end (or at the end), so marks and citations stay whole.
 */
export function caption(runs: Inline[], fallbackTitle: string): string {
  const title: Inline[] = [];
  const rest: Inline[] = [];
  let split = false;
  for (const r of runs) {
    if (split) rest.push(r);
    else if (r.t !== "text") title.push(r);
    else {
      const end = sentenceEnd(r.v);
      if (end !== null) {
        title.push({ ...r, v: r.v.slice(0, end).trimEnd() });
        rest.push({ ...r, v: r.v.slice(end).trimStart() });
        split = true;
      } else title.push(r);
    }
  }
  const titleXml = inline(title).trim() ? inline(title) : esc(fallbackTitle);
  return `<caption><title>${titleXml}</title>${rest.length ? `<p>${inline(rest)}</p>` : ""}</caption>`;
}
