import type { Db } from "../db/client";

export interface UploadFile {
  id: number;
  storageKey: string;
  name: string;
  size: number;
}

/** An upload by id, for the editors' download route. */
export async function findUpload(db: Db, id: number): Promise<UploadFile | null> {
  const row = await db
    .selectFrom("uploads")
    .select(["id", "storage_key", "original_name", "size_bytes"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? { id: row.id, storageKey: row.storage_key, name: row.original_name, size: row.size_bytes } : null;
}
