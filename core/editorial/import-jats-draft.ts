import type { Db } from "../db/client";
import type { ProtocolKind } from "../db/schema";
import { JatsImportError } from "../import-jats/jats-import-error";
import { createDraft } from "./create-draft";
import { draftFromJats } from "./draft-from-jats";
import { startVersionDraft } from "./start-version-draft";
import type { AuditActor } from "./write-audit-entry";

export type ImportJatsDraftResult =
  /** protocolId: the protocol online this file is a new version of (found by DOI); null for a new protocol. */
  | { ok: true; draftId: number; protocolId: number | null }
  | { ok: false; reason: "unreadable"; detail: string }
  /** A draft of that protocol's next version is already open: the import would overwrite someone's work. */
  | { ok: false; reason: "draft-open"; draftId: number };

/**
 * "Import JATS" in the editorial office (issue 14): the file becomes a draft — of a new protocol, or of the next
 * version of the protocol online with the same DOI. Nothing public changes until an editor puts it online.
 */
export async function importJatsDraft(
  db: Db,
  xml: string,
  choices: { kind: ProtocolKind; categoryIds: number[] },
  actor: AuditActor,
): Promise<ImportJatsDraftResult> {
  let draft;
  try {
    draft = draftFromJats(xml, choices);
  } catch (error) {
    if (error instanceof JatsImportError) return { ok: false, reason: "unreadable", detail: error.message };
    throw error;
  }
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
