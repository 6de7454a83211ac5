import type { AuthoredProtocol } from "../types";
import { protocol as westernBlot } from "./western-blot";
import { protocol as rtQpcr } from "./rt-qpcr";
import { protocol as crisprKnockoutHela } from "./crispr-knockout-hela";
import { protocol as mousePrimaryNeurons } from "./mouse-primary-neurons";
import { protocol as arabidopsisFloralDip } from "./arabidopsis-floral-dip";
import { protocol as flowCytometryTCells } from "./flow-cytometry-t-cells";
import { protocol as chipSeqLibrary } from "./chip-seq-library";
import { protocol as bacterialGrowthCurves } from "./bacterial-growth-curves";
import { protocol as hisTagPurification } from "./his-tag-purification";
import { protocol as immunofluorescenceCulturedCells } from "./immunofluorescence-cultured-cells";
import { protocol as scrnaseqAnalysisR } from "./scrnaseq-analysis-r";
import { protocol as wholeCellPatchClamp } from "./whole-cell-patch-clamp";

/** The hand-written demo protocols, newest last. */
export const AUTHORED_PROTOCOLS: AuthoredProtocol[] = [
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
];
