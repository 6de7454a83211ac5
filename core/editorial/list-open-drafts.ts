import type { Db } from "../db/client";
import type { ProtocolKind } from "../db/schema";
import { parseDraftData } from "./draft-schema";

export interface OpenDraftRow {
  id: number;
  kind: ProtocolKind;
  protocolId: number | null;
  titleEn: string;
  titleCn: string | null;
  updatedAt: string;
}

/** Drafts not yet online, most recently saved first (the editors' list shows them above the protocols). */
export async function listOpenDrafts(db: Db, limit = 100): Promise<OpenDraftRow[]> {
  const rows = await db
    .selectFrom("editorial_drafts")
    .select(["id", "kind", "protocol_id", "data", "updated_at"])
    .where("published_at", "is", null)
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => {
    const draft = parseDraftData(r.data);
    return { id: r.id, kind: r.kind, protocolId: r.protocol_id, titleEn: draft.titleEn, titleCn: draft.titleCn, updatedAt: r.updated_at };
  });
}
