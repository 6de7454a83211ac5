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
  /** A supplier table's column heads in each section, as the protocol page heads them (item, source, number). */
  materialsHead: Record<SectionKind, readonly string[]>;
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
