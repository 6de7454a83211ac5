import type { Db } from "../db/client";
import { writeAuditEntry, type AuditActor, type FieldChanges } from "./write-audit-entry";

export type LinkPreprintRefusal = "no-preprint" | "no-journal" | "before-preprint" | "taken";
export type LinkPreprintResult = { ok: true; changed: boolean } | { ok: false; reason: LinkPreprintRefusal; otherPreprintId?: number };

/**
 * Links a preprint (bpp) to the journal protocol (bp) it became, or unlinks it (`journalId` null), in one
 * transaction. The rules are the reading pages' (find-protocol-detail, issue 19): the journal version is a
 * journal protocol online no earlier than the preprint, and a journal protocol has at most one preprint, so a
 * reader is never sent to an unrelated article. Both records' `updated_at` move (OAI-PMH datestamps, feeds and
 * Crossref deposits carry the relation), and the change is logged on both protocols.
 */
class Refused extends Error {
  constructor(readonly result: LinkPreprintResult & { ok: false }) {
    super(result.reason);
  }
}

export async function linkPreprint(db: Db, preprintId: number, journalId: number | null, actor: AuditActor): Promise<LinkPreprintResult> {
  try {
    return await db.transaction().execute((trx) => link(trx, preprintId, journalId, actor));
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}

async function link(trx: Db, preprintId: number, journalId: number | null, actor: AuditActor): Promise<LinkPreprintResult> {
  const refuse = (reason: LinkPreprintRefusal, otherPreprintId?: number): never => {
    // Thrown, so that the transaction rolls back the row lock's datestamp below.
    throw new Refused({ ok: false, reason, ...(otherPreprintId ? { otherPreprintId } : {}) });
  };
  const now = new Date().toISOString();
  const preprint = await trx
    .selectFrom("protocols")
    .select(["id", "journal_version_id", "online_on", "published_on"])
    .where("id", "=", preprintId)
    .where("kind", "=", "bpp")
    .executeTakeFirst();
  if (!preprint) return refuse("no-preprint");
  if (preprint.journal_version_id === journalId) return { ok: true, changed: false };
  if (journalId !== null) {
    // Updating the journal protocol's row first locks it (PostgreSQL), so two editors linking two preprints to
    // it take turns, and the second one's check below sees the first one's link.
    const journal = await trx
      .updateTable("protocols")
      .set({ updated_at: now })
      .where("id", "=", journalId)
      .where("kind", "=", "bp")
      .returning(["online_on", "published_on"])
      .executeTakeFirst();
    if (!journal) return refuse("no-journal");
    if ((journal.online_on ?? journal.published_on ?? "") < (preprint.published_on ?? preprint.online_on ?? "")) return refuse("before-preprint");
    const other = await trx
      .selectFrom("protocols")
      .select("id")
      .where("kind", "=", "bpp")
      .where("journal_version_id", "=", journalId)
      .where("id", "!=", preprintId)
      .executeTakeFirst();
    if (other) return refuse("taken", other.id);
  }
  const before = preprint.journal_version_id;
  await trx.updateTable("protocols").set({ journal_version_id: journalId, updated_at: now }).where("id", "=", preprintId).execute();
  if (before !== null) await trx.updateTable("protocols").set({ updated_at: now }).where("id", "=", before).execute();
  await writeAuditEntry(trx, { actor, action: "edit", entityType: "protocol", entityId: preprintId, changes: { journalVersion: [before, journalId] } });
  for (const id of [before, journalId]) {
    if (id === null) continue;
    const changes: FieldChanges = { preprint: id === journalId ? [null, preprintId] : [preprintId, null] };
    await writeAuditEntry(trx, { actor, action: "edit", entityType: "protocol", entityId: id, changes });
  }
  return { ok: true, changed: true };
}

/**
 * The same link set from either protocol's office page: on a preprint's, `otherId` is its journal version; on a
 * journal protocol's, its preprint. Null removes the page protocol's link.
 */
export async function savePreprintLink(db: Db, protocolId: number, otherId: number | null, actor: AuditActor): Promise<LinkPreprintResult> {
  const page = await db.selectFrom("protocols").select("kind").where("id", "=", protocolId).executeTakeFirst();
  if (!page) return { ok: false, reason: "no-preprint" };
  if (page.kind === "bpp") return linkPreprint(db, protocolId, otherId, actor);
  if (otherId !== null) return linkPreprint(db, otherId, protocolId, actor);
  const current = await db
    .selectFrom("protocols")
    .select("id")
    .where("kind", "=", "bpp")
    .where("journal_version_id", "=", protocolId)
    .executeTakeFirst();
  return current ? linkPreprint(db, current.id, null, actor) : { ok: true, changed: false };
}
