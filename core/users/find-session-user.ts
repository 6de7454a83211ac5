import type { Db } from "../db/client";
import type { SessionUser } from "./session-user";
import { hashToken } from "./session-token";
import { isEditorRole } from "./roles";
import { DISPLAY_NAME_COLUMNS } from "./display-name";
import { avatarUrl } from "./read-avatar";

/** The `users` columns a SessionUser is made of: its name parts are the ones `displayName` reads. */
const SESSION_USER_COLUMNS = [
  "users.id",
  "users.email",
  ...DISPLAY_NAME_COLUMNS,
  "users.contact_email",
  "users.affiliation",
  "users.avatar_upload_id",
  "users.role",
] as const;

/** The user a session token belongs to, or null for an unknown, ended or expired session. */
export async function findSessionUser(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(SESSION_USER_COLUMNS)
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
    avatarUrl: avatarUrl(row.avatar_upload_id),
    role: row.role,
    isEditor: isEditorRole(row.role),
  };
}
