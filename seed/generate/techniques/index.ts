import type { Technique } from "./types";
import { TECHNIQUES as BIOCHEMISTRY_BIOPHYSICS_SYSTEMS } from "./biochemistry-biophysics-systems";
import { TECHNIQUES as CELL_CANCER_STEM } from "./cell-cancer-stem";
import { TECHNIQUES as IMMUNOLOGY_PLANT } from "./immunology-plant";
import { TECHNIQUES as MOLECULAR_BIOINFORMATICS_MICROBIOLOGY } from "./molecular-bioinformatics-microbiology";
import { TECHNIQUES as NEUROSCIENCE_DEVELOPMENTAL } from "./neuroscience-developmental";

/** Every technique template of the demo-protocol generator (issue 17 §1). */
export const TECHNIQUES: readonly Technique[] = [
  ...BIOCHEMISTRY_BIOPHYSICS_SYSTEMS,
  ...CELL_CANCER_STEM,
  ...IMMUNOLOGY_PLANT,
  ...MOLECULAR_BIOINFORMATICS_MICROBIOLOGY,
  ...NEUROSCIENCE_DEVELOPMENTAL,
];

export const TECHNIQUES_BY_ID: ReadonlyMap<string, Technique> = new Map(TECHNIQUES.map((t) => [t.id, t]));
