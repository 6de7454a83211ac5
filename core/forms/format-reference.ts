/** Prefixes of the reference numbers the forms give their submitters. */
export const REFERENCE_PREFIXES = {
  help: "H",
  reviewer: "R",
  ambassador: "A",
  psi: "P",
  submission: "S",
} as const;

/** A submission's reference for the submitter and the office: "S-000042". */
export function formatReference(form: keyof typeof REFERENCE_PREFIXES, id: number): string {
  return `${REFERENCE_PREFIXES[form]}-${String(id).padStart(6, "0")}`;
}
