import type { Db } from "../db/client";
import type { PostKind } from "../db/schema";

/**
 * Settles a post's open reports as an editor decided (ADR 0111): the post was hidden, or kept as it is. Returns how
 * many were open. Runs inside the caller's transaction.
 */
export async function settlePostReports(
  trx: Db,
  kind: PostKind,
  postId: number,
  resolution: "hidden" | "dismissed",
  editorUserId: number | null,
  at: string,
): Promise<number> {
  const result = await trx
    .updateTable("post_reports")
    .set({ resolved_at: at, resolved_by: editorUserId, resolution })
    .where("post_kind", "=", kind)
    .where("post_id", "=", postId)
    .where("resolved_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
