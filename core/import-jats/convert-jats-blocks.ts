import type { FigureSource } from "./make-figure-renditions";
import { createRequire } from "node:module";
import type * as MathmlToLatex from "mathml-to-latex";
import type { Block, Inline, Step } from "../protocols/body";
import { BLOCK_IN_PARAGRAPH, convertInline, inlineText, type InlineContext } from "./convert-jats-inline";
import {
  at,
  child,
  childElements,
  descendants,
  isElement,
  localName,
  serialize,
  textOf,
  type XElement,
  type XNode,
} from "./xml-tree";

export interface BlockContext extends InlineContext {
  /** A figure's graphic href → the journal's image path, or null when the image was not beside the XML. */
  figureSrc: (href: string) => FigureSource | null;
}

/** "Fig 1. Title. Caption text" as inline runs: label, caption title and paragraphs. */
function caption(el: XElement, ctx: InlineContext): Inline[] {
  const parts: Inline[][] = [];
  const label = textOf(child(el, "label"));
  const cap = child(el, "caption");
  const title = child(cap, "title");
  const head: Inline[] = [];
  if (label) head.push({ t: "text", v: `${label.replace(/[.:]$/, "")}. `, marks: ["b"] });
  if (title) head.push(...convertInline(title.children, ctx));
  if (head.length) parts.push(head);
  for (const p of cap ? childElements(cap, "p") : []) parts.push(convertInline(p.children, ctx));
  return parts.filter((x) => x.length).flatMap((x, i) => (i ? [{ t: "text", v: " " } as Inline, ...x] : x));
}

/** A table's cells as a grid: column and row spans are spread so every row has the same columns. */
function grid(rows: XElement[]): string[][] {
  const out: string[][] = [];
  const pending: (string | undefined)[][] = [];
  rows.forEach((tr, r) => {
    const row: string[] = [];
    const carried = pending[r] ?? [];
    let col = 0;
    const fill = () => {
      while (carried[col] !== undefined) row[col] = carried[col++]!;
    };
    for (const cell of childElements(tr).filter((c) => c.name === "td" || c.name === "th")) {
      fill();
      const text = textOf(cell);
      const colspan = Math.max(1, Math.min(50, Number(cell.attrs.colspan) || 1));
      const rowspan = Math.max(1, Math.min(500, Number(cell.attrs.rowspan) || 1));
      for (let c = 0; c < colspan; c++) {
        row[col + c] = c === 0 ? text : "";
        for (let k = 1; k < rowspan; k++) (pending[r + k] ??= [])[col + c] = "";
      }
      col += colspan;
    }
    fill();
    out.push(Array.from(row, (x) => x ?? ""));
  });
  const width = Math.max(0, ...out.map((r) => r.length));
  return out.map((r) => [...r, ...Array<string>(width - r.length).fill("")]);
}

function tableBlocks(wrap: XElement, ctx: BlockContext): Block[] {
  const table = descendants(wrap, "table")[0];
  const cap = caption(wrap, ctx);
  const out: Block[] = [];
  if (!table) {
    // A table given only as an image.
    const graphic = descendants(wrap, "graphic")[0];
    if (graphic) out.push(...figureBlocks(wrap, ctx));
    return out;
  }
  const headRows = descendants(table, "thead").flatMap((h) => childElements(h, "tr"));
  const bodyRows = [
    ...descendants(table, "tbody").flatMap((b) => childElements(b, "tr")),
    ...childElements(table, "tr"),
  ];
  const all = grid([...headRows, ...bodyRows]);
  let head: string[];
  let rows: string[][];
  if (headRows.length) {
    const heads = all.slice(0, headRows.length);
    head = heads[0]!.map((_, c) =>
      heads
        .map((h) => h[c])
        .filter(Boolean)
        .join(" "),
    );
    rows = all.slice(headRows.length);
  } else {
    head = all[0] ?? [];
    rows = all.slice(1);
  }
  if (wrap.attrs["content-type"] === "materials" && head.length === 3) {
    // A reagent or equipment table as the journal's export writes it (name, supplier, catalogue number).
    out.push({
      type: "materials",
      items: rows.map(([name = "", supplier = "", catalog = ""]) => ({ name, supplier, catalog })),
    });
    return out;
  }
  out.push({ type: "table", caption: cap, head, rows });
  const foot = child(wrap, "table-wrap-foot");
  if (foot) {
    const text = convertInline(foot.children, ctx);
    if (text.length) out.push({ type: "note", content: text });
  }
  return out;
}

function figureBlocks(fig: XElement, ctx: BlockContext): Block[] {
  const cap = caption(fig, ctx);
  const graphic = descendants(fig, "graphic")[0];
  const href = graphic?.attrs["xlink:href"] ?? "";
  const source = href ? ctx.figureSrc(href) : null;
  const alt =
    textOf(child(fig, "alt-text")) || textOf(at(fig, "caption/title")) || textOf(child(fig, "label")) || "Figure";
  if (source) return [{ type: "figure", ...source, alt, caption: cap }];
  const why = href
    ? `the image file “${href.replace(/^.*[/:]/, "")}” was not beside the XML when it was imported`
    : "the article has no image for it";
  return [
    {
      type: "note",
      content: [...cap, { t: "text", v: `${cap.length ? " " : ""}[Image not available: ${why}.]`, marks: ["i"] }],
    },
  ];
}

/** Required with the first equation, not when the site starts (ADR 0147); then kept for the next ones. */
let converter: typeof MathmlToLatex.MathMLToLaTeX | null = null;

const mathmlToLatex = (mathml: string): string => {
  try {
    converter ??= (createRequire(import.meta.url)("mathml-to-latex") as typeof MathmlToLatex).MathMLToLaTeX;
    return converter.convert(mathml);
  } catch {
    return "";
  }
};

const GREEK: Record<string, string> = Object.fromEntries(
  "alpha α beta β gamma γ delta δ epsilon ε zeta ζ eta η theta θ kappa κ lambda λ mu μ nu ν xi ξ pi π rho ρ sigma σ tau τ phi φ chi χ psi ψ omega ω Gamma Γ Delta Δ Theta Θ Lambda Λ Pi Π Sigma Σ Phi Φ Psi Ψ Omega Ω sum ∑ infty ∞ leq ≤ geq ≥ neq ≠ approx ≈ sqrt √"
    .split(" ")
    .reduce<[string, string][]>((pairs, x, i, all) => (i % 2 ? pairs : [...pairs, [x, all[i + 1]!]]), []),
);

/** A plain reading of TeX for search and screen readers: "\\frac{N}{4} \\times 10^{4}" → "N/4 × 10^4". */
function texReading(tex: string): string {
  let out = tex;
  for (let i = 0; i < 5 && /\\frac\{/.test(out); i++)
    out = out.replace(/\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}/g, "($1)/($2)");
  return out
    .replace(/\\(begin|end)\{[^}]*\}/g, " ")
    .replace(/\\\\|&/g, " ")
    .replace(/\\([a-zA-Z]+)/g, (m, name: string) => GREEK[name] ?? m)
    .replace(/\\times/g, "×")
    .replace(/\\cdot/g, "·")
    .replace(/\\pm/g, "±")
    .replace(
      /\\(left|right|mathrm|mathit|mathbf|mathbb|mathcal|boldsymbol|text|operatorname|bar|overline|underline|hat|widehat|tilde|vec|dot|ddot)\b/g,
      "",
    )
    .replace(/\\([a-zA-Z]+)/g, "$1")
    .replace(/[{}]/g, "")
    .replace(/\((\w+)\)\//g, "$1/")
    .replace(/\/\((\w+)\)/g, "/$1")
    .replace(/\s+/g, " ")
    .trim();
}

function equationBlock(formula: XElement): Block[] {
  const math = descendants(formula, "math")[0];
  const texEl = descendants(formula, "tex-math")[0];
  const mathml = math
    ? serialize({ ...math, attrs: { xmlns: "http://www.w3.org/1998/Math/MathML", ...math.attrs } })
    : undefined;
  let tex = texEl
    ? textOf(texEl)
        .replace(/^\\documentclass[\s\S]*?\\begin\{document\}|\\end\{document\}$/g, "")
        .replace(/^\$+|\$+$/g, "")
        .trim()
    : "";
  if (!tex && mathml) tex = mathmlToLatex(mathml.replace(/<(\/?)mml:/g, "<$1").replace(/ xmlns:mml="[^"]*"/g, ""));
  const text = texReading(tex) || textOf(math ?? texEl);
  if (!tex && !mathml) return [];
  return [{ type: "equation", tex, text, ...(mathml ? { mathml } : {}) }];
}

function listItems(list: XElement, ctx: BlockContext): Inline[][] {
  return childElements(list, "list-item").map((item) =>
    convertInline(
      childElements(item)
        .filter((c) => c.name !== "list")
        .flatMap((c) => c.children),
      ctx,
    ),
  );
}

function step(item: XElement, ctx: BlockContext): Step {
  const paragraphs = childElements(item).filter((c) => c.name === "p" || c.name === "title");
  const [first, ...rest] = paragraphs;
  const sub = childElements(item, "list")[0];
  const s: Step = { content: first ? convertInline(first.children, ctx) : convertInline(item.children, ctx) };
  const notes = rest.map((p) => convertInline(p.children, ctx)).filter((n) => n.length);
  if (notes.length) s.notes = notes;
  if (sub) s.substeps = childElements(sub, "list-item").map((i) => step(i, ctx));
  return s;
}

/** A <list>: numbered lists in a procedure become steps (with sub-steps), others lists. */
function listBlock(list: XElement, ctx: BlockContext, asSteps: boolean): Block {
  const ordered =
    /^(order|alpha|roman|simple-numbered)/.test(list.attrs["list-type"] ?? "") ||
    (list.attrs["list-type"] === undefined && asSteps);
  if (asSteps && ordered) return { type: "steps", items: childElements(list, "list-item").map((i) => step(i, ctx)) };
  return { type: "list", ordered, items: listItems(list, ctx) };
}

/**
 * One element of a section's content → blocks. A <p> that holds figures, tables or formulas is split
 * around them, in order. `procedure`: numbered lists become steps.
 */
export function convertBlock(el: XElement, ctx: BlockContext, procedure: boolean): Block[] {
  const name = localName(el.name);
  switch (name) {
    case "p": {
      const out: Block[] = [];
      let run: XNode[] = [];
      const flush = () => {
        const content = convertInline(run, ctx);
        if (content.length) out.push({ type: "paragraph", content });
        run = [];
      };
      for (const c of el.children) {
        if (isElement(c) && BLOCK_IN_PARAGRAPH.has(localName(c.name))) {
          flush();
          out.push(...convertBlock(c, ctx, procedure));
        } else run.push(c);
      }
      flush();
      return out;
    }
    case "list":
      return [listBlock(el, ctx, procedure)];
    case "fig":
    case "graphic":
      return figureBlocks(el, ctx);
    case "boxed-text":
      // A note box (as the journal's export writes notes): each paragraph a note.
      if (el.attrs["content-type"] === "note")
        return childElements(el, "p")
          .map((p) => convertInline(p.children, ctx))
          .filter((content) => content.length)
          .map((content): Block => ({ type: "note", content }));
      return childElements(el).flatMap((c) => convertBlock(c, ctx, procedure));
    case "fig-group":
    case "table-wrap-group":
    case "disp-quote":
      return childElements(el).flatMap((c) => convertBlock(c, ctx, procedure));
    case "table-wrap":
      return tableBlocks(el, ctx);
    case "disp-formula":
      return equationBlock(el);
    case "supplementary-material": {
      const cap = caption(el, ctx);
      return cap.length
        ? [
            {
              type: "note",
              content: [...cap, { t: "text", v: " [Supplementary file: see the original article.]", marks: ["i"] }],
            },
          ]
        : [];
    }
    case "preformat":
      return [{ type: "paragraph", content: [{ t: "text", v: textOf(el), marks: ["code"] }] }];
    case "def-list":
      return [
        {
          type: "list",
          ordered: false,
          items: childElements(el, "def-item").map((d) => [
            { t: "text", v: `${textOf(child(d, "term"))}: ${textOf(child(d, "def"))}` },
          ]),
        },
      ];
    case "title":
    case "label":
    case "sec":
    case "media":
      return [];
    default: {
      const text = textOf(el);
      return text ? [{ type: "paragraph", content: [{ t: "text", v: text }] }] : [];
    }
  }
}

export { inlineText };
