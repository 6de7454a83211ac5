import type { UserRole } from "./roles";

/** The signed-in reader, as pages and the header need them. */
export interface SessionUser {
  id: number;
  email: string;
  username: string;
  fullName: string;
  firstName: string;
  middleName: string;
  lastName: string;
  contactEmail: string;
  affiliation: string;
  /** URL of the avatar image, or null: initials are shown instead. */
  avatarUrl: string | null;
  role: UserRole;
  /** Editor or admin: may use the editorial pages (ADR 0099). */
  isEditor: boolean;
}
