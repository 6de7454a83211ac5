import type { Block, ProtocolBody, Section, Step } from "../protocols/body";
import { rich, toMarkup } from "../protocols/body-markup";

/**
 * The protocol form's plain-text body (ADR 0099): background paragraphs, a materials table, procedure steps with
 * notes, and references, each a text field with the body markup. Paragraphs and steps are separated by a blank
 * line; in a step, a line that opens with a note label ("Note:", "Critical:", "Caution:", "Pause point:", or
 * 注：关键：注意：暂停点：) is a note of that step. Materials: "Name | Supplier | Catalogue no." per line. References:
 * one per line, "text | DOI".
 */
export interface SimpleBodyText {
  background: string;
  materials: string;
  steps: string;
  references: string;
}

const NOTE_LABEL = /^(Note|Critical|Caution|Pause point|注|关键|注意|暂停点)\s*[:：]/;

function blocksOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
}

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
  return blocksOf(steps).length;
}

/** A body from the form's fields; sections without text are left out. */
export function bodyFromText(text: SimpleBodyText): ProtocolBody {
  const sections: Section[] = [];
  const background = blocksOf(text.background).map((p): Block => ({ type: "paragraph", content: rich(p) }));
  if (background.length) sections.push({ kind: "background", blocks: background });
  const materials = text.materials
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line) => {
      const [name = "", supplier = "", catalog = ""] = line.split("|").map((x) => x.trim());
      return { name, supplier, catalog };
    });
  if (materials.length) sections.push({ kind: "materials", blocks: [{ type: "materials", items: materials }] });
  const steps = blocksOf(text.steps).map(parseStep);
  if (steps.length) sections.push({ kind: "procedure", blocks: [{ type: "steps", items: steps }] });
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
 * The form's fields for a body, or null when the body holds more than the plain-text form can show (figures,
 * tables, equations, sub-steps, other sections): such a body is kept as it is and corrected by a JATS import.
 */
export function textFromBody(body: ProtocolBody): SimpleBodyText | null {
  const out: SimpleBodyText = { background: "", materials: "", steps: "", references: "" };
  for (const section of body.sections) {
    for (const block of section.blocks) {
      if (section.kind === "background" && block.type === "paragraph") {
        out.background += (out.background ? "\n\n" : "") + toMarkup(block.content);
      } else if (section.kind === "materials" && block.type === "materials") {
        out.materials += block.items.map((m) => `${m.name} | ${m.supplier} | ${m.catalog}`).join("\n");
      } else if (section.kind === "procedure" && block.type === "steps" && block.items.every((s) => !s.substeps?.length)) {
        out.steps += block.items
          .map((s) => [toMarkup(s.content), ...(s.notes ?? []).map(toMarkup)].join("\n"))
          .join("\n\n");
      } else return null;
    }
  }
  out.references = body.references.map((r) => (r.doi ? `${r.text} | ${r.doi}` : r.text)).join("\n");
  return out;
}
