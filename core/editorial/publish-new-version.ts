import { sql } from "kysely";
import type { Db } from "../db/client";
import { reindexProtocols } from "../search/index-protocol";
import { draftFromProtocol } from "./draft-from-protocol";
import type { EditorialDraft } from "./draft-schema";
import type { PublishDraftResult, PublishOptions } from "./publish-result";
import { changedFields, writeAuditEntry } from "./write-audit-entry";
import { draftTextColumns, writeProtocolContent } from "./write-protocol-content";

/** The note of the version a protocol had before its first correction, in the database's two languages. */
export const FIRST_VERSION_NOTE = { en: "First published.", cn: "首次发表。" } as const;

/**
 * Replaces a protocol online with its corrected next version (ADR 0099), inside the publishing transaction: the
 * version it replaces is kept as a snapshot on its version-history row (a protocol never corrected before gets
 * its version 1 row first), the new version's row carries the editor's note and today's date, and the protocol
 * keeps its id, DOI and issue; one in press becomes a corrected proof. The search index follows at once.
 */
export async function publishNewVersion(
  trx: Db,
  args: PublishOptions & { draftId: number; protocolId: number; draft: EditorialDraft },
): Promise<PublishDraftResult> {
  const { protocolId, draft } = args;
  const before = await draftFromProtocol(trx, protocolId);
  const row = await trx.selectFrom("protocols").select(["doi", "status", "online_on"]).where("id", "=", protocolId).executeTakeFirst();
  if (!before || !row) return { ok: false, reason: "not-found" };
  const latest = await trx
    .selectFrom("protocol_versions")
    .select(sql<number | null>`max(version)`.as("v"))
    .where("protocol_id", "=", protocolId)
    .executeTakeFirst();
  let current = Number(latest?.v ?? 0);
  const snapshot = JSON.stringify(before);
  if (current === 0) {
    current = 1;
    await trx
      .insertInto("protocol_versions")
      .values({ protocol_id: protocolId, version: 1, published_on: row.online_on ?? args.today, note_en: FIRST_VERSION_NOTE.en, note_cn: FIRST_VERSION_NOTE.cn, snapshot })
      .execute();
  } else {
    await trx.updateTable("protocol_versions").set({ snapshot }).where("protocol_id", "=", protocolId).where("version", "=", current).execute();
  }
  const note = draft.versionNote ?? { en: "", cn: "" };
  // SPEC §4's flags: a protocol in press that is corrected becomes a corrected proof until its issue is published.
  const status = row.status === "in_press" ? "corrected_proof" : row.status;
  await trx
    .insertInto("protocol_versions")
    .values({ protocol_id: protocolId, version: current + 1, published_on: args.today, note_en: note.en, note_cn: note.cn || note.en })
    .execute();
  await trx
    .updateTable("protocols")
    .set({
      ...draftTextColumns(draft),
      accepted_on: draft.acceptedOn,
      status,
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", protocolId)
    .execute();
  await writeProtocolContent(trx, protocolId, draft);
  await reindexProtocols(trx, [protocolId]);
  await trx.updateTable("editorial_drafts").set({ published_protocol_id: protocolId }).where("id", "=", args.draftId).execute();
  const { body: _b, bodyCn: _c, versionNote: _n, ...metaBefore } = before;
  const { body: _b2, bodyCn: _c2, versionNote: _n2, ...metaAfter } = draft;
  const changes = changedFields(metaBefore, metaAfter);
  if (JSON.stringify(before.body) !== JSON.stringify(draft.body)) changes.body = ["…", "…"];
  if (JSON.stringify(before.bodyCn) !== JSON.stringify(draft.bodyCn)) changes.bodyCn = [before.bodyCn ? "…" : null, draft.bodyCn ? "…" : null];
  changes.version = [current, current + 1];
  if (status !== row.status) changes.status = [row.status, status];
  await writeAuditEntry(trx, { actor: args.actor, action: "publish", entityType: "protocol", entityId: protocolId, changes });
  return { ok: true, protocolId, doi: row.doi ?? "", status };
}
