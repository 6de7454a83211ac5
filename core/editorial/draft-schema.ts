import { z } from "zod";
import { protocolBodySchema } from "../protocols/body";

/**
 * A protocol as an editor prepares it (ADR 0099): everything the public tables will hold once it is put online,
 * kept as one validated JSON document in `editorial_drafts` until then.
 */
export const draftAuthorSchema = z.object({
  nameEn: z.string().min(1),
  nameCn: z.string().nullable(),
  orcid: z.string().nullable(),
  affiliations: z.array(z.string()),
  corresponding: z.boolean(),
  email: z.string().nullable(),
});
export type DraftAuthor = z.infer<typeof draftAuthorSchema>;

/**
 * A figure uploaded for the draft (ADR 0105): its web renditions and, per language, alt text and caption (body
 * markup). The text fields place it with a line "[Figure n]" / "[图 n]", n its place in `figures`.
 */
export const draftFigureSchema = z.object({
  src: z.string().min(1),
  srcset: z.string().min(1),
  /** Absent on figures uploaded before AVIF renditions were made. */
  srcsetAvif: z.string().min(1).optional(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  altEn: z.string().min(1),
  altCn: z.string(),
  captionEn: z.string(),
  captionCn: z.string(),
});
export type DraftFigure = z.infer<typeof draftFigureSchema>;

export const editorialDraftSchema = z.object({
  kind: z.enum(["bp", "bpp"]),
  titleEn: z.string().min(1),
  titleCn: z.string().nullable(),
  abstractEn: z.string().min(1),
  abstractCn: z.string().nullable(),
  keywordsEn: z.array(z.string()),
  keywordsCn: z.array(z.string()),
  authors: z.array(draftAuthorSchema).min(1),
  categoryIds: z.array(z.number().int()).min(1),
  /** English (Latin) organism names; a new one is added to the organisms table when the draft goes online. */
  organisms: z.array(z.string()),
  licence: z.string().min(1),
  receivedOn: z.string().nullable(),
  acceptedOn: z.string().nullable(),
  body: protocolBodySchema,
  /** The Chinese full text, same structure as `body`; null where there is none yet. */
  bodyCn: protocolBodySchema.nullable(),
  /** A DOI the article already has (a JATS import); null: one is minted under DOI_PREFIX when it goes online. */
  doi: z.string().nullable().default(null),
  /** For the next version of a protocol online: what changed, for the version history (both languages). */
  versionNote: z.object({ en: z.string(), cn: z.string() }).nullable().default(null),
  /** Uploaded figures, in their numbered order; absent in drafts saved before figures existed. */
  figures: z.array(draftFigureSchema).optional(),
});
export type EditorialDraft = z.infer<typeof editorialDraftSchema>;

export function parseDraftData(json: string): EditorialDraft {
  return editorialDraftSchema.parse(JSON.parse(json));
}
