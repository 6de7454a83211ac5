import type { Inline, INLINE_MARKS } from "../protocols/body";
import { isElement, localName, textOf, type XNode } from "./xml-tree";

type Mark = (typeof INLINE_MARKS)[number];

const MARKS: Record<string, Mark> = { bold: "b", italic: "i", sup: "sup", sub: "sub", monospace: "code" };

/** Elements that are blocks even inside a <p>; the block converter takes them out of the paragraph. */
export const BLOCK_IN_PARAGRAPH = new Set([
  "fig",
  "fig-group",
  "table-wrap",
  "table-wrap-group",
  "disp-formula",
  "list",
  "boxed-text",
  "disp-quote",
  "supplementary-material",
  "graphic",
  "media",
  "preformat",
  "def-list",
]);

export interface InlineContext {
  /** Reference element ids → 1-based reference numbers. */
  refNumbers: Map<string, number>;
}

function runs(nodes: XNode[], ctx: InlineContext, marks: Mark[], out: Inline[]): void {
  for (const node of nodes) {
    if (!isElement(node)) {
      out.push(marks.length ? { t: "text", v: node.text, marks: [...marks] } : { t: "text", v: node.text });
      continue;
    }
    const name = localName(node.name);
    if (BLOCK_IN_PARAGRAPH.has(name)) continue;
    const mark = MARKS[name];
    if (mark) {
      runs(node.children, ctx, marks.includes(mark) ? marks : [...marks, mark], out);
    } else if (name === "xref" && node.attrs["ref-type"] === "bibr") {
      const numbers = (node.attrs.rid ?? "").split(/\s+/).map((id) => ctx.refNumbers.get(id));
      if (numbers.length && numbers.every((n) => n !== undefined))
        numbers.forEach((ref) => out.push({ t: "cite", ref: ref! }));
      else runs(node.children, ctx, marks, out);
    } else if (
      (name === "ext-link" || name === "uri") &&
      /^https?:\/\//.test(node.attrs["xlink:href"] ?? textOf(node))
    ) {
      const href = node.attrs["xlink:href"] ?? textOf(node);
      out.push({ t: "link", v: textOf(node) || href, href });
    } else if (name === "inline-formula" || name === "math") {
      // The body has no inline maths: its reading as text (ADR 0092).
      out.push({ t: "text", v: textOf(node) });
    } else if (name === "break") {
      out.push({ t: "text", v: " " });
    } else {
      runs(node.children, ctx, marks, out);
    }
  }
}

const sameMarks = (a?: Mark[], b?: Mark[]) => (a ?? []).join() === (b ?? []).join();

/**
 * Brackets around in-text citations: the site prints a citation as "[n]", so "[<xref>1</xref>]" and
 * "(<xref>Smith, 2010</xref>; <xref>Lee, 2012</xref>)" lose the brackets the source wrapped them in
 * (only when both sides are there, so nothing is left unbalanced).
 */
function stripCiteBrackets(xs: Inline[]): void {
  const isSeparator = (x: Inline | undefined) => x?.t === "text" && /^[\s\])]*[,;–\-−]?[\s[(]*$/.test(x.v);
  let i = 0;
  while (i < xs.length) {
    if (xs[i]!.t !== "cite") {
      i++;
      continue;
    }
    let end = i;
    while (xs[end + 1]?.t === "cite" || (isSeparator(xs[end + 1]) && xs[end + 2]?.t === "cite")) end++;
    const before = xs[i - 1];
    const after = xs[end + 1];
    if (before?.t === "text" && after?.t === "text") {
      const open = /[[(]\s*$/.exec(before.v);
      const close = /^\s*[\])]/.exec(after.v);
      if (open && close) {
        before.v = before.v.slice(0, open.index);
        after.v = after.v.slice(close[0].length);
        for (let k = i; k <= end; k++) {
          const x = xs[k]!;
          if (x.t === "text") x.v = x.v.replace(/[[\]()]/g, "").replace(/\s+/g, " ") || ", ";
        }
      }
    }
    i = end + 1;
  }
}

/** Mixed content → the body's inline runs: marks, citations, links; white space folded. */
export function convertInline(nodes: XNode[], ctx: InlineContext): Inline[] {
  const raw: Inline[] = [];
  runs(nodes, ctx, [], raw);
  const merged: Inline[] = [];
  for (const x of raw) {
    const last = merged.at(-1);
    if (x.t === "text" && last?.t === "text" && sameMarks(last.marks, x.marks)) last.v += x.v;
    else merged.push(x.t === "text" ? { ...x } : x);
  }
  for (const x of merged) if (x.t === "text") x.v = x.v.replace(/\s+/g, " ");
  stripCiteBrackets(merged);
  const first = merged[0];
  if (first?.t === "text") first.v = first.v.trimStart();
  const last = merged.at(-1);
  if (last?.t === "text") last.v = last.v.trimEnd();
  return merged.filter((x) => x.t !== "text" || x.v !== "");
}

/** Plain text of inline runs (for alt text and table cells). */
export function inlineText(xs: Inline[]): string {
  return xs.map((x) => (x.t === "cite" ? `[${x.ref}]` : x.v)).join("");
}
