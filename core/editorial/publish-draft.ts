import type { Db } from "../db/client";
import type { ProtocolStatus } from "../db/schema";
import { listProtocolNotices } from "../protocols/list-protocol-notices";
import { nextProtocolId } from "../protocols/next-protocol-id";
import { protocolDoi } from "../protocols/protocol-doi";
import { reindexProtocols } from "../search/index-protocol";
import { parseDraftData } from "./draft-schema";
import { isRetracted } from "./notices/notice-rules";
import { publishNewVersion } from "./publish-new-version";
import type { PublishDraftResult, PublishOptions } from "./publish-result";
import { writeAuditEntry } from "./write-audit-entry";
import { draftTextColumns, writeProtocolContent } from "./write-protocol-content";

/**
 * Puts a new protocol's draft online (ADR 0099), all in one transaction: a journal protocol becomes "in press"
 * (online, citable, listed on /press) and a preprint is posted; the protocol gets the next id and its DOI under
 * the configured prefix, its texts, authors, subjects and organisms, and its search-index entry, so the lists and
 * the search show it at once. The draft of a protocol already online becomes its next version (publishNewVersion).
 * The draft stays as the record of what was published.
 */
export async function publishDraft(db: Db, draftId: number, lockVersion: number, options: PublishOptions): Promise<PublishDraftResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("editorial_drafts").selectAll().where("id", "=", draftId).executeTakeFirst();
    if (!row) return { ok: false, reason: "not-found" } as const;
    if (row.published_at) return { ok: false, reason: "published" } as const;
    if (row.lock_version !== lockVersion) return { ok: false, reason: "stale" } as const;
    // A retraction is final (ADR 0104): a next-version draft opened before it can no longer go online.
    if (row.protocol_id !== null && isRetracted(await listProtocolNotices(trx, row.protocol_id))) return { ok: false, reason: "retracted" } as const;
    const draft = parseDraftData(row.data);

    const claimed = await trx
      .updateTable("editorial_drafts")
      .set((eb) => ({ lock_version: eb("lock_version", "+", 1), published_at: new Date().toISOString() }))
      .where("id", "=", draftId)
      .where("lock_version", "=", lockVersion)
      .where("published_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return { ok: false, reason: "stale" } as const;
    if (row.protocol_id !== null) return publishNewVersion(trx, { draftId, protocolId: row.protocol_id, draft, ...options });

    const id = await nextProtocolId(trx);
    const doi = draft.doi ?? protocolDoi(draft.kind, id, options.doiPrefix);
    const status: ProtocolStatus = draft.kind === "bp" ? "in_press" : "published";
    await trx
      .insertInto("protocols")
      .values({
        id,
        kind: draft.kind,
        status,
        doi,
        elocation: draft.kind === "bp" ? `e${id}` : null,
        ...draftTextColumns(draft),
        accepted_on: draft.acceptedOn ?? (draft.kind === "bp" ? options.today : null),
        online_on: options.today,
        published_on: status === "published" ? options.today : null,
        issue_id: null,
        video_id: null,
        journal_version_id: null,
      })
      .execute();
    await writeProtocolContent(trx, id, draft);
    await reindexProtocols(trx, [id]);
    await trx.updateTable("editorial_drafts").set({ published_protocol_id: id }).where("id", "=", draftId).execute();
    await writeAuditEntry(trx, {
      actor: options.actor,
      action: "publish",
      entityType: "protocol",
      entityId: id,
      changes: { status: [null, status], doi: [null, doi], draft: [null, draftId] },
    });
    return { ok: true, protocolId: id, doi, status } as const;
  });
}
