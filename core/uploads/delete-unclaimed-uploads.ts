import type { Db } from "../db/client";
import { UNCLAIMED_UPLOAD_TTL_MS } from "../forms/limits";
import { UPLOAD_KINDS } from "./upload-kinds";
import type { UploadStorage } from "./upload-storage";

/**
 * Deletes form uploads that no submission refers to and that are older than a day: files picked for a
 * form that was then abandoned, or replaced by another file. Returns how many were deleted.
 */
export async function deleteUnclaimedUploads(
  db: Db,
  storage: UploadStorage,
  now = new Date(),
  limit = 100,
): Promise<number> {
  const before = new Date(now.getTime() - UNCLAIMED_UPLOAD_TTL_MS).toISOString();
  const rows = await db
    .selectFrom("uploads")
    .select(["id", "storage_key"])
    .where("purpose", "in", Object.keys(UPLOAD_KINDS))
    .where("created_at", "<", before)
    .where((eb) =>
      eb.and([
        eb.not(
          eb.exists(
            eb
              .selectFrom("help_requests")
              .select("id")
              .whereRef("help_requests.screenshot_upload_id", "=", "uploads.id"),
          ),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom("reviewer_applications")
              .select("id")
              .whereRef("reviewer_applications.cv_upload_id", "=", "uploads.id"),
          ),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom("presubmission_inquiries")
              .select("id")
              .whereRef("presubmission_inquiries.draft_upload_id", "=", "uploads.id"),
          ),
        ),
        eb.not(
          eb.exists(
            eb.selectFrom("submissions").select("id").whereRef("submissions.manuscript_upload_id", "=", "uploads.id"),
          ),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom("submissions")
              .select("id")
              .whereRef("submissions.supplementary_upload_id", "=", "uploads.id"),
          ),
        ),
      ]),
    )
    .limit(limit)
    .execute();
  for (const row of rows) {
    await db.deleteFrom("uploads").where("id", "=", row.id).execute();
    await storage.remove(row.storage_key);
  }
  return rows.length;
}
