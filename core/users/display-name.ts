/** The name shown next to a reader's posts and on their page: full name, else first and last name, else user name. */
export function displayName(user: { full_name: string; first_name: string; middle_name?: string; last_name: string; username: string }): string {
  const full = user.full_name.trim();
  if (full) return full;
  const parts = [user.first_name, user.middle_name ?? "", user.last_name].map((p) => p.trim()).filter(Boolean);
  return parts.length ? parts.join(" ") : user.username;
}

/** The `users` columns a query selects to give `displayName` what it reads. */
export const DISPLAY_NAME_COLUMNS = [
  "users.username",
  "users.full_name",
  "users.first_name",
  "users.middle_name",
  "users.last_name",
] as const;
