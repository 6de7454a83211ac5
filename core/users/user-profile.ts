import type { SessionUser } from "./session-user";

/** POST /v1/forum/user/fetchUser's data (SPEC §7). */
export interface UserProfileData {
  avatar: string;
  full_name: string;
  first_name: string;
  last_name: string;
  middle_name: string;
  user_id: number;
  contact_email: string;
  affiliation: string;
}

/** The userInfo cookie and local-storage entry (SPEC §3): display information for the page's scripts. */
export interface UserInfo {
  username: string;
  user_id: number;
  avatar: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  contact_email: string;
}

export function toUserProfileData(user: SessionUser): UserProfileData {
  return {
    avatar: user.avatarUrl ?? "",
    full_name: user.fullName,
    first_name: user.firstName,
    last_name: user.lastName,
    middle_name: user.middleName,
    user_id: user.id,
    contact_email: user.contactEmail,
    affiliation: user.affiliation,
  };
}

export function toUserInfo(user: SessionUser): UserInfo {
  return {
    username: user.username,
    user_id: user.id,
    avatar: user.avatarUrl ?? "",
    first_name: user.firstName,
    middle_name: user.middleName,
    last_name: user.lastName,
    contact_email: user.contactEmail,
  };
}
