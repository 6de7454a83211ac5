import type { AuthoredTranslation } from "../types";
import { translation as westernBlot } from "./western-blot";
import { translation as rtQpcr } from "./rt-qpcr";
import { translation as crisprKnockoutHela } from "./crispr-knockout-hela";
import { translation as mousePrimaryNeurons } from "./mouse-primary-neurons";
import { translation as arabidopsisFloralDip } from "./arabidopsis-floral-dip";
import { translation as flowCytometryTCells } from "./flow-cytometry-t-cells";
import { translation as chipSeqLibrary } from "./chip-seq-library";
import { translation as bacterialGrowthCurves } from "./bacterial-growth-curves";
import { translation as hisTagPurification } from "./his-tag-purification";
import { translation as immunofluorescenceCulturedCells } from "./immunofluorescence-cultured-cells";
import { translation as scrnaseqAnalysisR } from "./scrnaseq-analysis-r";
import { translation as wholeCellPatchClamp } from "./whole-cell-patch-clamp";

/**
 * The Chinese full texts of the hand-written demo protocols, by slug (issue 17 §2). Each file translates one
 * protocol of ../protocols with the same structure (see ../check-translation.ts).
 */
export const AUTHORED_TRANSLATIONS: ReadonlyMap<string, AuthoredTranslation> = new Map(
  [
    westernBlot,
    rtQpcr,
    crisprKnockoutHela,
    mousePrimaryNeurons,
    arabidopsisFloralDip,
    flowCytometryTCells,
    chipSeqLibrary,
    bacterialGrowthCurves,
    hisTagPurification,
    immunofluorescenceCulturedCells,
    scrnaseqAnalysisR,
    wholeCellPatchClamp,
  ].map((t) => [t.slug, t]),
);
