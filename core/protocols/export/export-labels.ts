import type { SectionKind } from "../body";

/**
 * The words an exported protocol (PDF, JATS) needs. They come from the site's string catalogue (the caller
 * translates), so there is one catalogue and core stays free of UI text.
 */
export interface ExportLabels {
  sections: Record<SectionKind, string>;
  abstract: string;
  keywords: string;
  references: string;
  material: string;
  /** The first column of a materials table in the Equipment section, as the protocol page heads it. */
  equipmentItem: string;
  supplier: string;
  catalog: string;
  note: string;
  /** What follows a label before its text: ": " in English, "：" in Chinese. */
  colon: string;
  figure: string;
  table: string;
  video: string;
  received: string;
  accepted: string;
  online: string;
  published: string;
  inPress: string;
  preprint: string;
  correspondingAuthor: string;
  howToCite: string;
  page: string;
  licence: string;
}

/** The head of a materials table's first column: what it lists in that section (reagents, or instruments). */
export function materialsItemLabel(labels: ExportLabels, kind: SectionKind): string {
  return kind === "equipment" ? labels.equipmentItem : labels.material;
}
