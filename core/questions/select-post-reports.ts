import type { Db } from "../db/client";
import { DISPLAY_NAME_COLUMNS } from "../users/display-name";
import { isOneOfPosts, type PostIds } from "./is-one-of-posts";

/** The reports of these posts, each with its post, reason, date and the reporter's name (for `displayName`). */
export function selectPostReports(db: Db, posts: PostIds) {
  return db
    .selectFrom("post_reports")
    .innerJoin("users", "users.id", "post_reports.user_id")
    .select(["post_reports.post_kind", "post_reports.post_id", "post_reports.reason", "post_reports.created_at", ...DISPLAY_NAME_COLUMNS])
    .where((eb) => isOneOfPosts(eb, posts));
}
