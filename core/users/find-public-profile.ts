import type { Db } from "../db/client";
import { displayName } from "./display-name";
import { avatarUrl } from "./read-avatar";

export interface PublicProfile {
  id: number;
  name: string;
  fullName: string;
  firstName: string;
  lastName: string;
  affiliation: string;
  avatarUrl: string | null;
  memberSince: string;
}

/**
 * What anyone may see of a reader on their page (My page, SPEC §2.3): name, affiliation, avatar. Never the
 * user name, which is often the e-mail's local part (issue 12 §5): a reader who gave no name gets "" and the
 * page shows a neutral "Reader N".
 */
export async function findPublicProfile(db: Db, userId: number): Promise<PublicProfile | null> {
  const row = await db
    .selectFrom("users")
    .select(["id", "username", "full_name", "first_name", "middle_name", "last_name", "affiliation", "avatar_upload_id", "created_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: displayName({ ...row, username: "" }),
    fullName: row.full_name,
    firstName: row.first_name,
    lastName: row.last_name,
    affiliation: row.affiliation,
    avatarUrl: avatarUrl(row.avatar_upload_id),
    memberSince: row.created_at,
  };
}
