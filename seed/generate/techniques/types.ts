/**
 * A technique template for the demo-protocol generator (issue 17 §1). Each technique owns its steps (in order,
 * with real parameters and units), materials, equipment, troubleshooting and typical references, and is combined
 * only with the contexts (organism + sample) and targets it lists: that list is the compatibility table.
 *
 * Every text is bilingual (`en` / `cn`) and uses the markup of ../../content/markup.ts: *italic*, **bold**,
 * ^sup^, ~sub~, `code`, and [n] for reference n of the technique's `references` (1-based).
 * Placeholders the generator fills: {target}, {sample}, {organism} (the context's organism name in running text:
 * en "mice", cn "小鼠"), and in English sentence starts they are capitalised by the generator.
 * Chinese text uses full-width punctuation (，。：；（）) and a space between Latin text/numbers and hanzi
 * ("HeLa 细胞", "37 °C 孵育 30 min").
 */
export interface Bi {
  en: string;
  cn: string;
}

/** Where the technique is applied: an organism (Latin name of vocabulary ORGANISMS) and a sample of it. */
export interface TechniqueContext {
  /** Latin binomial exactly as in ../vocabulary.ts ORGANISMS, e.g. "Mus musculus". */
  organism: string;
  /** The organism in running text: { en: "mice", cn: "小鼠" }. */
  organismText: Bi;
  /** The material worked on, running-text case: { en: "hippocampal slices from adult mice", cn: "成年小鼠海马脑片" }. */
  sample: Bi;
}

export interface TechniqueStep {
  text: Bi;
  substeps?: Bi[];
  /** Notes, cautions ("Caution: …" / "注意：…") and pause points ("Pause point: …" / "暂停点：…"). */
  notes?: Bi[];
}

export interface TechniqueMaterial {
  name: Bi;
  supplier: string;
  /** A real-looking catalogue number of that supplier. */
  catalog: string;
}

export interface TechniqueReference {
  /** "Laemmli, U. K." style author list, family name first; "et al." allowed. */
  authors: string;
  year: number;
  title: string;
  journal: string;
  volume: string;
  pages: string;
  /** Only when certain it is the real DOI of that paper. */
  doi?: string;
}

export interface Technique {
  /** Stable kebab-case id, unique across all files. */
  id: string;
  /**
   * The technique as written mid-sentence, e.g. { en: "Western blotting", cn: "蛋白质印迹法" }; keep the case
   * it has in running text ("Ni-NTA affinity chromatography", "Seahorse extracellular flux analysis").
   */
  name: Bi;
  /** Subject categories (ids of core/categories/categories.ts); the first is the main one. */
  categoryIds: number[];
  /** The compatibility table: only these organism + sample pairs. 2–6 entries. */
  contexts: TechniqueContext[];
  /** What it measures or produces, running-text case, valid for every context. 4–8 entries. */
  targets: Bi[];
  /** Keywords for the article (3–6). */
  keywords: Bi[];
  /** Title templates specific to the technique, with placeholders; 3–5, en in Title Case (the generator keeps it). */
  titles: Bi[];
  /** Abstract sentences: 2 aims, 3 method summaries, 2 results (with figures: "recovered 85–95% of …"). */
  abstract: { aim: Bi[]; method: Bi[]; result: Bi[] };
  /** Background paragraphs (2–3), citing references as [n]. */
  background: Bi[];
  /** Reagents (5–10). */
  materials: TechniqueMaterial[];
  /** Equipment (3–6): supplier and model in `catalog`. */
  equipment: TechniqueMaterial[];
  /** Software (0–3), e.g. { name: { en: "ImageJ/Fiji", cn: "ImageJ/Fiji" }, supplier: "NIH", catalog: "v1.54" }. */
  software?: TechniqueMaterial[];
  /** The procedure, in order (8–14 steps), real parameters and units. */
  steps: TechniqueStep[];
  /** Data analysis paragraphs (1–2). */
  dataAnalysis: Bi[];
  /** Troubleshooting rows (3–4). */
  troubleshooting: { problem: Bi; cause: Bi; solution: Bi }[];
  /** Optional recipes: name and composition. */
  recipes?: { name: Bi; composition: Bi }[];
  /** Typical references (3–5), all real papers published before 2015 (so every protocol can cite them). */
  references: TechniqueReference[];
}
