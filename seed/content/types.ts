import type { SectionKind } from "@core/protocols/body";
import type { CategoryId } from "@core/categories/categories";

/**
 * How a hand-written demo protocol is authored. Strings in `paragraphs`, `steps`, notes and
 * captions use the markup of ./markup.ts; the seed turns them into a ProtocolBody.
 */
export interface AuthoredStep {
  text: string;
  substeps?: AuthoredStep[];
  notes?: string[];
}

export type AuthoredBlock =
  | { heading: string }
  | { p: string }
  | { note: string }
  | { steps: AuthoredStep[] }
  | { list: string[]; ordered?: boolean }
  | { materials: { name: string; supplier: string; catalog: string; note?: string }[] }
  | { table: { caption: string; head: string[]; rows: string[][] } }
  /** `src` is a path under /figures/, e.g. "/figures/western-blot.svg" (a file in public/figures). */
  | { figure: { src: string; alt: string; caption: string } }
  | { equation: { tex: string; text: string } };

export interface AuthoredAuthor {
  nameEn: string;
  nameCn?: string;
  affiliations: string[];
  orcid?: string;
  corresponding?: boolean;
  email?: string;
}

export interface AuthoredProtocol {
  /** Stable slug, also the figure's file name. */
  slug: string;
  titleEn: string;
  titleCn: string;
  abstractEn: string;
  abstractCn: string;
  keywordsEn: string[];
  keywordsCn: string[];
  categories: CategoryId[];
  /** English organism names, e.g. "Homo sapiens", "Mus musculus", "Arabidopsis thaliana". */
  organisms: string[];
  authors: AuthoredAuthor[];
  /** Every SECTION_KIND should appear; the seed checks it. */
  sections: { kind: SectionKind; blocks: AuthoredBlock[] }[];
  references: { text: string; doi?: string }[];
}

/**
 * The Chinese full text of a hand-written protocol (issue 17 §2): the same sections and blocks, in the same order
 * and of the same kinds as the English, so the two align step by step; only the words differ. Figure sources,
 * catalogue numbers, suppliers, TeX and citation numbers stay as they are; references are shared.
 */
export interface AuthoredTranslation {
  slug: string;
  sections: AuthoredProtocol["sections"];
}
