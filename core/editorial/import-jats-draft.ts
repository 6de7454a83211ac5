import type { Db } from "../db/client";
import type { ProtocolKind } from "../db/schema";
import { figureImagesFromZip } from "../import-jats/figure-images-from-zip";
import { JatsImportError } from "../import-jats/jats-import-error";
import { figureHrefs } from "../import-jats/read-jats-article";
import { makeFigureRenditions, type FigureRenditions } from "../import-jats/make-figure-renditions";
import { removeFiles, storeFigureImages } from "../import-jats/store-figure-images";
import type { UploadStorage } from "../uploads/upload-storage";
import { parseXml } from "../import-jats/xml-tree";
import { createDraft } from "./create-draft";
import { draftFromJats } from "./draft-from-jats";
import type { EditorialDraft } from "./draft-schema";
import { startVersionDraft } from "./start-version-draft";
import type { AuditActor } from "./write-audit-entry";

export type ImportJatsDraftResult =
  /** protocolId: the protocol online this file is a new version of (found by DOI); null for a new protocol. */
  | { ok: true; draftId: number; protocolId: number | null }
  | { ok: false; reason: "unreadable"; detail: string }
  /** A draft of that protocol's next version is already open: the import would overwrite someone's work. */
  | { ok: false; reason: "draft-open"; draftId: number };

/** The article's figure images, uploaded as a zip, and the folders they are stored in (as the importer's, ADR 0092). */
export interface JatsFiguresUpload {
  zip: Uint8Array;
  dirs: readonly string[];
  /** The site's shared figure storage (ADR 0128). */
  shared?: UploadStorage | null;
}

/**
 * "Import JATS" in the editorial office (issue 14): the file becomes a draft — of a new protocol, or of the next
 * version of the protocol online with the same DOI — with its figures' images when a zip of them comes with it
 * (figures without one become notes naming the file). Nothing public changes until an editor puts it online.
 */
export async function importJatsDraft(
  db: Db,
  xml: string,
  choices: { kind: ProtocolKind; categoryIds: number[] },
  actor: AuditActor,
  figures: JatsFiguresUpload | null = null,
): Promise<ImportJatsDraftResult> {
  let draft;
  let renditions: FigureRenditions = { sources: new Map(), files: [] };
  try {
    const root = parseXml(xml);
    if (figures) renditions = await makeFigureRenditions(await figureImagesFromZip(figures.zip, figureHrefs(root)));
    draft = draftFromJats(root, choices, (href) => renditions.sources.get(href) ?? null);
  } catch (error) {
    if (error instanceof JatsImportError) return { ok: false, reason: "unreadable", detail: error.message };
    throw error;
  }
  const stored = figures ? await storeFigureImages(figures.dirs, renditions.files, figures.shared) : [];
  try {
    const result = await saveImportedDraft(db, draft, actor);
    if (!result.ok) await removeFiles(stored);
    return result;
  } catch (error) {
    await removeFiles(stored);
    throw error;
  }
}

/** A draft of a new protocol, or of the next version of the protocol online with the draft's DOI. */
async function saveImportedDraft(db: Db, draft: EditorialDraft, actor: AuditActor): Promise<ImportJatsDraftResult> {
  const doi = draft.doi ?? "";
  const existing = await db
    .selectFrom("protocols")
    .select("id")
    .where("doi", "in", [...new Set([doi, doi.toLowerCase(), doi.toUpperCase()])])
    .executeTakeFirst();
  if (!existing) return { ok: true, draftId: await createDraft(db, draft, actor, null), protocolId: null };
  const started = await startVersionDraft(db, existing.id, actor, draft);
  if (!started.ok) return { ok: false, reason: "unreadable", detail: "protocol not found" };
  if (!started.created) return { ok: false, reason: "draft-open", draftId: started.draftId };
  return { ok: true, draftId: started.draftId, protocolId: existing.id };
}
