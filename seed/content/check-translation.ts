import type { AuthoredBlock, AuthoredProtocol, AuthoredStep, AuthoredTranslation } from "./types";

/** Where a figure's Chinese rendition is, under the same name as the English one's (public/figures/cn). */
const CHINESE_FIGURES = /^\/figures\/cn\//;

/** The shape of a step: its sub-steps and notes, not its words. */
function stepShape(s: AuthoredStep): unknown {
  return { sub: s.substeps?.map(stepShape) ?? [], notes: s.notes?.length ?? 0, cites: citations(s.text) };
}

/** Citation numbers in a marked-up string, in order. */
function citations(text: string): number[] {
  return [...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
}

/** What must be the same in both languages: kinds, counts, and everything that is not words. */
function blockShape(b: AuthoredBlock): unknown {
  if ("heading" in b) return "heading";
  if ("p" in b) return { p: citations(b.p) };
  if ("note" in b) return { note: citations(b.note) };
  if ("steps" in b) return { steps: b.steps.map(stepShape) };
  if ("list" in b) return { list: b.list.length, ordered: b.ordered ?? false };
  if ("materials" in b) return { materials: b.materials.map((m) => [m.supplier, m.catalog, m.note !== undefined]) };
  if ("table" in b) return { table: [b.table.head.length, b.table.rows.map((r) => r.length)] };
  // The Chinese text may show the figure's Chinese rendition (its labels translated), under figures/cn/.
  if ("figure" in b) return { figure: b.figure.src.replace(CHINESE_FIGURES, "/figures/") };
  return { equation: b.equation.tex };
}

/**
 * Throws unless a translation has exactly the English text's structure, so the two languages can be shown side
 * by side step by step and every citation and figure stays where it was.
 */
export function checkTranslation(english: AuthoredProtocol, translation: AuthoredTranslation): void {
  const where = `${english.slug} (Chinese full text)`;
  if (translation.slug !== english.slug) throw new Error(`${where}: slug ${translation.slug}`);
  if (translation.sections.length !== english.sections.length) throw new Error(`${where}: ${translation.sections.length} sections, English has ${english.sections.length}`);
  english.sections.forEach((section, i) => {
    const other = translation.sections[i]!;
    if (other.kind !== section.kind) throw new Error(`${where}: section ${i + 1} is ${other.kind}, English is ${section.kind}`);
    if (other.blocks.length !== section.blocks.length) throw new Error(`${where}: section ${section.kind} has ${other.blocks.length} blocks, English has ${section.blocks.length}`);
    section.blocks.forEach((block, j) => {
      const [a, b] = [JSON.stringify(blockShape(block)), JSON.stringify(blockShape(other.blocks[j]!))];
      if (a !== b) throw new Error(`${where}: section ${section.kind}, block ${j + 1} differs from the English: ${b} ≠ ${a}`);
    });
  });
}
