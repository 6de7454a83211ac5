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

/**
 * A caption as JATS `<caption>`: its first sentence as `<title>` (what PMC and JATS4R ask for), the rest as
 * `<p>`. The split happens in a text run at the first ". " (or at the end), so marks and citations stay whole.
 */
export function caption(runs: Inline[], fallbackTitle: string): string {
  const title: Inline[] = [];
  const rest: Inline[] = [];
  let split = false;
  for (const r of runs) {
    if (split) rest.push(r);
    else if (r.t !== "text") title.push(r);
    else {
      const m = /^(.*?[.!?])\s+(\S.*)$/s.exec(r.v);
      if (m) {
        title.push({ ...r, v: m[1]! });
        rest.push({ ...r, v: m[2]! });
        split = true;
      } else title.push(r);
    }
  }
  const titleXml = inline(title).trim() ? inline(title) : esc(fallbackTitle);
  return `<caption><title>${titleXml}</title>${rest.length ? `<p>${inline(rest)}</p>` : ""}</caption>`;
}
