import type { Block } from "../protocols/body";
import { rich, toMarkup } from "../protocols/body-markup";

/**
 * The block markup of the protocol form's prose fields (background, data analysis, notes, recipes…; ADR 0099).
 * Blocks are separated by a blank line; inside a block the inline markup of body-markup.ts applies.
 *   ## Title                        a sub-heading
 *   $$ \Delta F/F_0 $$              an equation in TeX (may span lines)
 *   Table: caption  /  表：标题      a table: the caption line, then one line per row with cells between "|";
 *   | Head | Head |                 the first row is the header
 *   | cell | cell |
 * Anything else is a paragraph.
 */
const EQUATION = /^\$\$([\s\S]+?)\$\$$/;
const HEADING = /^##\s+(.+)$/;
const TABLE_CAPTION = /^(?:Table|表)\s*[:：]\s*(.*)$/;

export function splitBlocks(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
}

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((c) => c.trim());
}

function tableFrom(lines: string[]): Block | null {
  const caption = TABLE_CAPTION.exec(lines[0]!);
  const rows = lines.slice(1);
  if (!caption || rows.length === 0 || !rows.every((r) => r.includes("|"))) return null;
  // A Markdown separator row (| --- | :-: |) is accepted and dropped.
  const [head, ...body] = rows.map(cells).filter((r) => !r.every((c) => /^:?-+:?$/.test(c)));
  if (!head) return null;
  return { type: "table", caption: rich(caption[1]!.trim()), head, rows: body };
}

/** One block of text → a body block. */
export function blockFromText(block: string): Block {
  const equation = EQUATION.exec(block);
  if (equation) {
    const tex = equation[1]!.trim();
    return { type: "equation", tex, text: tex };
  }
  const lines = block.split("\n").map((l) => l.trim());
  const heading = HEADING.exec(block);
  if (heading && lines.length === 1) return { type: "heading", text: heading[1]!.trim() };
  const table = tableFrom(lines);
  if (table) return table;
  return { type: "paragraph", content: rich(lines.join(" ")) };
}

export function blocksFromText(text: string): Block[] {
  return splitBlocks(text).map(blockFromText);
}

const plainCell = (c: string) => !c.includes("|") && !c.includes("\n");

/**
 * The text of a block, or null when the form's markup cannot carry it (a figure, an equation imported with its
 * own MathML or reading, a table cell holding "|"): such a body is kept as it is (textFromBody).
 */
export function textFromBlock(block: Block, lang: "en" | "cn" = "en"): string | null {
  switch (block.type) {
    case "paragraph":
      return toMarkup(block.content);
    case "heading":
      return `## ${block.text}`;
    case "equation":
      return block.mathml || block.text !== block.tex ? null : `$$ ${block.tex} $$`;
    case "table": {
      if (![block.head, ...block.rows].every((row) => row.every(plainCell))) return null;
      const row = (r: string[]) => `| ${r.join(" | ")} |`;
      return [`${lang === "cn" ? "表：" : "Table: "}${toMarkup(block.caption)}`, row(block.head), ...block.rows.map(row)].join("\n");
    }
    default:
      return null;
  }
}

/** The text of a section's blocks, or null when one of them cannot be written as text. */
export function textFromBlocks(blocks: readonly Block[], lang: "en" | "cn" = "en"): string | null {
  const out: string[] = [];
  for (const block of blocks) {
    const text = textFromBlock(block, lang);
    if (text === null) return null;
    out.push(text);
  }
  return out.join("\n\n");
}
