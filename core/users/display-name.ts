/** The name shown next to a reader's posts and on their page: full name, else first and last name, else user name. */
export function displayName(user: { full_name: string; first_name: string; middle_name?: string; last_name: string; username: string }): string {
  const full = user.full_name.trim();
  if (full) return full;
  const parts = [user.first_name, user.middle_name ?? "", user.last_name].map((p) => p.trim()).filter(Boolean);
  return parts.length ? parts.join(" ") : user.username;
}
