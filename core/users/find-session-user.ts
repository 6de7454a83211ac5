import type { Db } from "../db/client";
import type { SessionUser } from "./session-user";
import { hashToken } from "./session-token";
import { isEditorRole } from "./roles";

/** The user a session token belongs to, or null for an unknown, ended or expired session. */
export async function findSessionUser(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "users.id",
      "users.email",
      "users.username",
      "users.full_name",
      "users.first_name",
      "users.middle_name",
      "users.last_name",
      "users.contact_email",
      "users.affiliation",
      "users.avatar_upload_id",
      "users.role",
    ])
    .where("sessions.token_hash", "=", hashToken(token))
    .where("sessions.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    fullName: row.full_name,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    contactEmail: row.contact_email,
    affiliation: row.affiliation,
    avatarUrl: row.avatar_upload_id === null ? null : `/avatars/${row.avatar_upload_id}`,
    role: row.role,
    isEditor: isEditorRole(row.role),
  };
}
