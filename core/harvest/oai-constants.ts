import { CATEGORIES } from "../categories/categories";

/** Records a ListRecords/ListIdentifiers page carries before a resumption token (ADR 0087). */
export const OAI_PAGE_SIZE = 100;
/** How long a resumption token is honoured; stated in the token's expirationDate. */
export const OAI_TOKEN_LIFETIME_HOURS = 24;
/** Identifiers are oai:<repository>:<protocol id>. */
export const OAI_REPOSITORY_ID = "opls.journal";
/** The earliest datestamp Identify may state when the journal has no record yet. */
export const OAI_EMPTY_EARLIEST = "2000-01-01T00:00:00Z";

export const OAI_FORMATS = {
  oai_dc: {
    schema: "http://www.openarchives.org/OAI/2.0/oai_dc.xsd",
    namespace: "http://www.openarchives.org/OAI/2.0/oai_dc/",
  },
  jats: {
    schema: "https://jats.nlm.nih.gov/archiving/1.3/xsd/JATS-archivearticle1-3.xsd",
    namespace: "https://jats.nlm.nih.gov/ns/archiving/1.3/",
  },
} as const;
export type OaiFormat = keyof typeof OAI_FORMATS;

export function isOaiFormat(value: string): value is OaiFormat {
  return Object.hasOwn(OAI_FORMATS, value);
}

/** Sets: one per list kind and one per research category, each under its parent (kind, category). */
export interface OaiSet {
  spec: string;
  nameEn: string;
  filter: { kind?: "bp" | "bpp"; categoryId?: number };
}

export const OAI_SETS: readonly OaiSet[] = [
  { spec: "kind", nameEn: "Article kinds", filter: {} },
  { spec: "kind:bp", nameEn: "Journal protocols", filter: { kind: "bp" } },
  { spec: "kind:bpp", nameEn: "Preprints", filter: { kind: "bpp" } },
  { spec: "category", nameEn: "Research categories", filter: {} },
  ...CATEGORIES.map((c) => ({ spec: `category:${c.slug}`, nameEn: c.nameEn, filter: { categoryId: c.id } })),
];

export function findOaiSet(spec: string): OaiSet | undefined {
  return OAI_SETS.find((s) => s.spec === spec);
}
