import type { Db } from "../db/client";
import { parseDraftData, type EditorialDraft } from "./draft-schema";

export interface StoredDraft {
  id: number;
  protocolId: number | null;
  lockVersion: number;
  draft: EditorialDraft;
  updatedAt: string;
  publishedAt: string | null;
  publishedProtocolId: number | null;
}

export async function findDraft(db: Db, id: number): Promise<StoredDraft | null> {
  const row = await db.selectFrom("editorial_drafts").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    protocolId: row.protocol_id,
    lockVersion: row.lock_version,
    draft: parseDraftData(row.data),
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    publishedProtocolId: row.published_protocol_id,
  };
}
