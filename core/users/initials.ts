const HAN = /\p{Script=Han}/u;

export interface NameParts {
  fullName: string;
  firstName: string;
  lastName: string;
  /** Used when the reader has given no name at all. */
  username?: string;
}

function firstChar(value: string): string {
  return [...value.trim()][0] ?? "";
}

/**
 * What an avatar shows when there is no image (SPEC §3): the first character of the full name if it
 * contains Chinese characters (王小明 → 王), else the first letters of the first and last names
 * (Ada Lovelace → AL). A reader without names gets the first letter of the full name or user name.
 */
export function avatarInitials({ fullName, firstName, lastName, username = "" }: NameParts): string {
  if (HAN.test(fullName)) return firstChar(fullName);
  const latin = (firstChar(firstName) + firstChar(lastName)).toUpperCase();
  if (latin) return latin;
  return (firstChar(fullName) || firstChar(username)).toUpperCase();
}
