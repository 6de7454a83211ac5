import katex from "katex";
import type { Block, ProtocolBody, Section } from "./body";

type EquationBlock = Extract<Block, { type: "equation" }>;
/** An equation block with its TeX already typeset to HTML + MathML. */
export type TypesetEquation = EquationBlock & { html: string };
export type DisplayBlock = Exclude<Block, { type: "equation" }> | TypesetEquation;
export interface DisplaySection {
  kind: Section["kind"];
  blocks: DisplayBlock[];
}
export interface DisplayBody {
  sections: DisplaySection[];
  references: ProtocolBody["references"];
}

const cache = new Map<string, string>();
const CACHE_LIMIT = 2000;

/**
 * TeX → HTML and MathML, on the server: the page needs no maths script and screen readers get MathML.
 * KaTeX escapes everything it outputs and `trust` stays off, so the result is safe to insert.
 */
export function typesetTex(tex: string): string {
  let html = cache.get(tex);
  if (html === undefined) {
    html = katex.renderToString(tex, { displayMode: true, output: "htmlAndMathml", throwOnError: false, trust: false, strict: "ignore" });
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(tex, html);
  }
  return html;
}

/** The body with every equation typeset; other blocks are passed through unchanged. */
export function typesetEquations(body: ProtocolBody): DisplayBody {
  return {
    references: body.references,
    sections: body.sections.map((s) => ({
      kind: s.kind,
      blocks: s.blocks.map((b): DisplayBlock => (b.type === "equation" ? { ...b, html: typesetTex(b.tex) } : b)),
    })),
  };
}
