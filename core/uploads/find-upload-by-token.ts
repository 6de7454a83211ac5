import type { Db } from "../db/client";
import type { UploadKind } from "./upload-kinds";

export interface UploadSummary {
  id: number;
  token: string;
  name: string;
  size: number;
}

/**
 * The upload a form's hidden token names, if it is of the expected kind (ADR 0041: the token is the
 * server-generated key, known only to whoever uploaded the file).
 */
export async function findUploadByToken(db: Db, token: string, kind: UploadKind): Promise<UploadSummary | null> {
  if (!/^[a-f0-9]{32}$/.test(token)) return null;
  const row = await db
    .selectFrom("uploads")
    .select(["id", "storage_key", "original_name", "size_bytes"])
    .where("storage_key", "=", token)
    .where("purpose", "=", kind)
    .executeTakeFirst();
  return row ? { id: row.id, token: row.storage_key, name: row.original_name, size: row.size_bytes } : null;
}
