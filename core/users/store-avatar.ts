import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import { fileTypeFromBuffer } from "file-type";
import { loadSharp } from "../images/load-sharp";
import type { Db } from "../db/client";
import type { UploadStorage } from "../uploads/upload-storage";
import { AVATAR_MAX_BYTES, AVATAR_MAX_INPUT_PIXELS, AVATAR_SIZE_PX } from "./account-limits";

/** Image types accepted as an avatar, recognised by their first bytes (the name and stated type are ignored). */
const ACCEPTED_MIME = new Set(["image/jpeg", "image/png", "image/webp", "image/gif"]);

export type StoreAvatarResult = { ok: true; uploadId: number } | { ok: false; problem: "avatar-too-large" | "avatar-not-image" };

/**
 * Makes an uploaded picture the reader's avatar: checks its magic bytes, re-encodes it as a 256×256
 * WebP (centre-cropped, EXIF orientation applied, all metadata dropped — so nothing of the original
 * file, scripts or GPS tags included, is ever served), stores it under a server-made key in the upload
 * storage and replaces the previous avatar.
 */
export async function storeAvatar(
  db: Db,
  storage: UploadStorage,
  userId: number,
  bytes: Uint8Array,
  originalName: string,
  now = new Date(),
): Promise<StoreAvatarResult> {
  if (bytes.byteLength > AVATAR_MAX_BYTES) return { ok: false, problem: "avatar-too-large" };
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_MIME.has(type.mime)) return { ok: false, problem: "avatar-not-image" };
  const sharp = loadSharp();
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: "error", animated: false })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return { ok: false, problem: "avatar-not-image" };
  }
  const storageKey = randomBytes(16).toString("hex");
  const out = storage.createWriteStream(storageKey);
  out.end(webp);
  await once(out, "finish");

  const previous = await db.selectFrom("users").select("avatar_upload_id").where("id", "=", userId).executeTakeFirst();
  const upload = await db
    .insertInto("uploads")
    .values({
      storage_key: storageKey,
      original_name: originalName.replace(/[^\p{L}\p{N}._ -]/gu, "_").slice(0, 200) || "avatar",
      extension: "webp",
      size_bytes: webp.byteLength,
      sha256: createHash("sha256").update(webp).digest("hex"),
      purpose: "avatar",
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.updateTable("users").set({ avatar_upload_id: upload.id, updated_at: now.toISOString() }).where("id", "=", userId).execute();

  if (previous?.avatar_upload_id) await deleteAvatarUpload(db, storage, previous.avatar_upload_id);
  return { ok: true, uploadId: upload.id };
}

async function deleteAvatarUpload(db: Db, storage: UploadStorage, uploadId: number): Promise<void> {
  const old = await db.selectFrom("uploads").select("storage_key").where("id", "=", uploadId).where("purpose", "=", "avatar").executeTakeFirst();
  if (!old) return;
  await db.deleteFrom("uploads").where("id", "=", uploadId).execute();
  await storage.remove(old.storage_key);
}

/** Removes the reader's avatar: initials show again. */
export async function removeAvatar(db: Db, storage: UploadStorage, userId: number, now = new Date()): Promise<void> {
  const user = await db.selectFrom("users").select("avatar_upload_id").where("id", "=", userId).executeTakeFirst();
  if (!user?.avatar_upload_id) return;
  await db.updateTable("users").set({ avatar_upload_id: null, updated_at: now.toISOString() }).where("id", "=", userId).execute();
  await deleteAvatarUpload(db, storage, user.avatar_upload_id);
}
