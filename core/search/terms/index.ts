import { processWide } from "../../runtime/process-wide";
import { parseTermLines, type TermConcept } from "./parse-term-lines";
import { TERMS as techniques } from "./techniques";
import { TERMS as equipment } from "./equipment";
import { TERMS as analysis } from "./analysis";
import { TERMS as organisms } from "./organisms";
import { TERMS as reagents } from "./reagents";
import { TERMS as biology } from "./biology";

/**
 * The journal's bilingual life-science term dictionary (ADR 0114), one file per domain: techniques and
 * procedures, equipment, data analysis; organisms, reagents and media, cells/tissues/molecules.
 */
export const TERM_FILES: Readonly<Record<string, string>> = { techniques, equipment, analysis, organisms, reagents, biology };

let concepts: TermConcept[] | null = null;

/** Every concept of every file, parsed once. */
export function termConcepts(): TermConcept[] {
  concepts ??= processWide("termConcepts", () => Object.entries(TERM_FILES).flatMap(([file, text]) => parseTermLines(file, text)));
  return concepts;
}
