/** Journals of the generated recent references, by subject category (ids of core/categories/categories.ts). */
export const REFERENCE_JOURNALS_BY_CATEGORY: Record<number, readonly string[]> = {
  2: ["J Biol Chem", "Biochemistry", "Anal Biochem", "FEBS J"],
  33: ["Bioinformatics", "Nucleic Acids Res", "Genome Biol", "PLoS Comput Biol"],
  26: ["Biophys J", "J Mol Biol", "Nat Struct Mol Biol", "Protein Sci"],
  15: ["Cancer Res", "Oncogene", "Mol Cancer Res", "Br J Cancer"],
  4: ["J Cell Biol", "J Cell Sci", "Mol Biol Cell", "Cell Rep"],
  18: ["Development", "Dev Biol", "Dev Dyn", "Dev Cell"],
  10: ["J Immunol", "Eur J Immunol", "J Immunol Methods", "Front Immunol"],
  12: ["J Bacteriol", "mBio", "Appl Environ Microbiol", "Mol Microbiol"],
  1: ["Nucleic Acids Res", "Mol Cell", "RNA", "Genes Dev"],
  6: ["J Neurosci", "J Neurophysiol", "eNeuro", "J Neurosci Methods"],
  22: ["Plant Cell", "Plant Physiol", "Plant J", "Plant Methods"],
  9: ["Stem Cell Reports", "Stem Cells", "Cell Stem Cell", "Development"],
  13: ["Mol Syst Biol", "Cell Syst", "PLoS Comput Biol", "Metab Eng"],
};

/** Broad journals any subject may cite. */
export const GENERAL_JOURNALS = ["Nat Methods", "eLife", "PLoS One", "Sci Rep", "Nat Commun"] as const;

/** The journals a protocol of this subject cites or is cited by. */
export function journalsFor(categoryId: number): readonly string[] {
  return [...(REFERENCE_JOURNALS_BY_CATEGORY[categoryId] ?? []), ...GENERAL_JOURNALS];
}
