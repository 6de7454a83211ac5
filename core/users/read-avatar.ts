import type { Db } from "../db/client";
import type { UploadStorage } from "../uploads/upload-storage";
import { isMissingUpload } from "../uploads/missing-upload";

/** Where a reader's avatar is served (GET /avatars/<upload id>), or null for one without: initials are shown. */
export function avatarUrl(uploadId: number | null): string | null {
  return uploadId === null ? null : `/avatars/${uploadId}`;
}

/** The stored WebP of an avatar upload, or null when there is no such avatar. */
export async function readAvatar(db: Db, storage: UploadStorage, uploadId: number): Promise<Buffer | null> {
  const row = await db.selectFrom("uploads").select("storage_key").where("id", "=", uploadId).where("purpose", "=", "avatar").executeTakeFirst();
  if (!row) return null;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of storage.createReadStream(row.storage_key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch (error) {
    if (isMissingUpload(error)) return null;
    throw error;
  }
}
