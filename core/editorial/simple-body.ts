import { SECTION_KINDS, type Block, type ProtocolBody, type Section, type SectionKind, type Step } from "../protocols/body";
import { rich, toMarkup } from "../protocols/body-markup";
import type { DraftFigure } from "./draft-schema";
import { figureBlock, figureMarker, figureNumberOf, markerNumber, type BodyLang } from "./figures/figure-markers";
import { blockFromText, splitBlocks, textFromBlock } from "./text-blocks";

type MaterialItem = Extract<Block, { type: "materials" }>["items"][number];

/**
 * The protocol form's plain-text body (ADR 0099, 0107): prose sections (background, software, data analysis,
 * validation, notes, recipes, acknowledgments, competing interests, ethics) in the block markup of text-blocks.ts
 * (paragraphs, "## " sub-headings, "$$ … $$" equations, "Table:" tables), materials and equipment tables, procedure
 * steps with notes, and references, each a text field. Blocks and steps are separated by a blank line; in a step, a
 * line that opens with a note label ("Note:", "Critical:", "Caution:", "Pause point:", or 注：关键：注意：暂停点：)
 * is a note of that step. Materials and equipment: "Name | Supplier | Catalogue no. | RRID | Note" per line (the
 * last two optional). References: one per line, "text | DOI". Figures (ADR 0105): a paragraph or procedure block that is only "[Figure n]" / "[图 n]"
 * places the draft's figure n there (steps after it go on numbering); a figure placed nowhere follows the procedure.
 */
export interface SimpleBodyText {
  background: string;
  materials: string;
  steps: string;
  references: string;
  /** Equipment, as materials: "Name | Supplier | Catalogue no. | RRID" per line. */
  equipment?: string;
  /** The other prose sections (data analysis, notes, acknowledgments and funding…), in the block markup. */
  prose?: Partial<Record<ProseKind, string>>;
}

/** The sections the form has fields of their own for; every other section is prose. */
const STRUCTURED_KINDS = ["background", "materials", "equipment", "procedure"] as const satisfies readonly SectionKind[];
export type ProseKind = Exclude<SectionKind, (typeof STRUCTURED_KINDS)[number]>;

/**
 * The sections the form writes as prose besides Background (ADR 0107), in the body's order: paragraphs, sub-headings,
 * tables and equations in the block markup of text-blocks.ts, and figure lines. Funding is stated in Acknowledgments
 * ("This work was supported by … (No. …)"), where the Crossref and JATS exports find it (extract-funding.ts).
 */
export const PROSE_KINDS: readonly ProseKind[] = SECTION_KINDS.filter(
  (kind): kind is ProseKind => !(STRUCTURED_KINDS as readonly SectionKind[]).includes(kind),
);

/** A material or instrument line: "Name | Supplier | Catalogue no." and, optionally, "| RRID" and "| Note". */
export function materialFromLine(line: string): MaterialItem {
  const [name = "", supplier = "", catalog = "", rrid = "", note = ""] = line.split("|").map((x) => x.trim());
  return { name, supplier, catalog, ...(rrid ? { rrid: rrid.replace(/^RRID:\s*/i, "RRID:") } : {}), ...(note ? { note } : {}) };
}

function lineFromMaterial(m: MaterialItem): string {
  const cells = [m.name, m.supplier, m.catalog, m.rrid ?? "", m.note ?? ""];
  while (cells.length > 3 && !cells[cells.length - 1]) cells.pop();
  return cells.join(" | ");
}

function materialsFrom(text: string | undefined): MaterialItem[] {
  return (text ?? "")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .map(materialFromLine);
}

const NOTE_LABEL = /^(Note|Critical|Caution|Pause point|注|关键|注意|暂停点)\s*[:：]/;


function parseStep(block: string): Step {
  const lines = block.split("\n").map((l) => l.trim()).filter(Boolean);
  const text: string[] = [];
  const notes: string[] = [];
  for (const line of lines) {
    if (NOTE_LABEL.test(line)) notes.push(line);
    else if (notes.length) notes[notes.length - 1] += ` ${line}`;
    else text.push(line);
  }
  return { content: rich(text.join(" ")), ...(notes.length ? { notes: notes.map(rich) } : {}) };
}

/** The number of procedure steps in a steps field (to check that both languages align). */
export function countSteps(steps: string): number {
  return splitBlocks(steps).filter((b) => markerNumber(b) === null).length;
}

/**
 * A body from the form's fields in one language, with the draft's figures where their lines place them; sections
 * without text are left out.
 */
export function bodyFromText(text: SimpleBodyText, figures: readonly DraftFigure[] = [], lang: BodyLang = "en"): ProtocolBody {
  const sections: Section[] = [];
  const placed = new Set<number>();
  const figureAt = (block: string) => {
    const n = markerNumber(block);
    const figure = n === null ? undefined : figures[n - 1];
    if (!figure || n === null) return null;
    placed.add(n);
    return figureBlock(figure, lang);
  };
  const prose = (kind: "background" | ProseKind, source: string | undefined) => {
    const blocks = splitBlocks(source ?? "").map((p): Block => figureAt(p) ?? blockFromText(p));
    if (blocks.length) sections.push({ kind, blocks });
  };
  prose("background", text.background);
  for (const [kind, source] of [["materials", text.materials], ["equipment", text.equipment]] as const) {
    const items = materialsFrom(source);
    if (items.length) sections.push({ kind, blocks: [{ type: "materials", items }] });
  }
  const procedure: Block[] = [];
  let steps: Step[] = [];
  let stepCount = 0;
  const flush = () => {
    if (!steps.length) return;
    const start = stepCount - steps.length + 1;
    procedure.push({ type: "steps", items: steps, ...(start > 1 ? { start } : {}) });
    steps = [];
  };
  for (const block of splitBlocks(text.steps)) {
    const figure = figureAt(block);
    if (figure) {
      flush();
      procedure.push(figure);
    } else {
      steps.push(parseStep(block));
      stepCount++;
    }
  }
  flush();
  for (const kind of PROSE_KINDS) prose(kind, text.prose?.[kind]);
  // A figure placed nowhere follows the procedure.
  figures.forEach((f, i) => placed.has(i + 1) || procedure.push(figureBlock(f, lang)));
  if (procedure.length) sections.push({ kind: "procedure", blocks: procedure });
  sections.sort((a, b) => SECTION_KINDS.indexOf(a.kind) - SECTION_KINDS.indexOf(b.kind));
  const references = text.references
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line) => {
      const bar = line.lastIndexOf("|");
      const doi = bar >= 0 ? line.slice(bar + 1).trim() : "";
      return bar >= 0 && /^10\.\d{4,9}\/\S+$/.test(doi) ? { text: line.slice(0, bar).trim(), doi } : { text: line };
    });
  return { sections, references };
}

/**
 * The form's fields for a body in one language, or null when the body holds more than the form can show (sub-steps,
 * a figure that is not one of the draft's `figures`, an equation with its own MathML, a list): such a body is kept
 * as it is and corrected by a JATS import. The draft's figures become their "[Figure n]" lines.
 */
export function textFromBody(body: ProtocolBody, figures: readonly DraftFigure[] = [], lang: BodyLang = "en"): Required<SimpleBodyText> | null {
  const prose: Record<"background" | ProseKind, string[]> = {
    background: [],
    ...(Object.fromEntries(PROSE_KINDS.map((k) => [k, []])) as unknown as Record<ProseKind, string[]>),
  };
  const materials: Record<"materials" | "equipment", string[]> = { materials: [], equipment: [] };
  const steps: string[] = [];
  for (const section of body.sections) {
    const kind = section.kind;
    for (const block of section.blocks) {
      const figure = block.type === "figure" ? figureNumberOf(block, figures) : null;
      if ((kind === "materials" || kind === "equipment") && block.type === "materials") {
        materials[kind].push(...block.items.map(lineFromMaterial));
      } else if (kind === "procedure" && block.type === "steps" && block.items.every((s) => !s.substeps?.length)) {
        steps.push(...block.items.map((s) => [toMarkup(s.content), ...(s.notes ?? []).map(toMarkup)].join("\n")));
      } else if (figure !== null && kind !== "materials" && kind !== "equipment") {
        (kind === "procedure" ? steps : prose[kind]).push(figureMarker(figure, lang));
      } else if (kind !== "procedure" && kind !== "materials" && kind !== "equipment") {
        const text = textFromBlock(block, lang);
        if (text === null) return null;
        prose[kind].push(text);
      } else return null;
    }
  }
  const { background, ...others } = prose;
  return {
    background: background.join("\n\n"),
    materials: materials.materials.join("\n"),
    equipment: materials.equipment.join("\n"),
    steps: steps.join("\n\n"),
    references: body.references.map((r) => (r.doi ? `${r.text} | ${r.doi}` : r.text)).join("\n"),
    prose: Object.fromEntries(Object.entries(others).map(([k, v]) => [k, v.join("\n\n")])) as Record<ProseKind, string>,
  };
}
