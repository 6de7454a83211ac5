import { USER_ROLES, type UserRole } from "../db/schema";

export { USER_ROLES, type UserRole };

/** Editors run the journal (protocols, issues, the inbox); admins also manage roles (ADR 0099). */
export function isEditorRole(role: UserRole): boolean {
  return role === "editor" || role === "admin";
}

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === "string" && (USER_ROLES as readonly string[]).includes(value);
}
