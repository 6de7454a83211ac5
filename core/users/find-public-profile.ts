import type { Db } from "../db/client";
import { displayName } from "./display-name";

export interface PublicProfile {
  id: number;
  name: string;
  fullName: string;
  firstName: string;
  lastName: string;
  username: string;
  affiliation: string;
  avatarUrl: string | null;
  memberSince: string;
}

/** What anyone may see of a reader on their page (My page, SPEC §2.3): name, affiliation, avatar. */
export async function findPublicProfile(db: Db, userId: number): Promise<PublicProfile | null> {
  const row = await db
    .selectFrom("users")
    .select(["id", "username", "full_name", "first_name", "middle_name", "last_name", "affiliation", "avatar_upload_id", "created_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: displayName(row),
    fullName: row.full_name,
    firstName: row.first_name,
    lastName: row.last_name,
    username: row.username,
    affiliation: row.affiliation,
    avatarUrl: row.avatar_upload_id === null ? null : `/avatars/${row.avatar_upload_id}`,
    memberSince: row.created_at,
  };
}
