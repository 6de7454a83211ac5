import list from "./common-passwords.txt?raw";

let common: Set<string> | null = null;

/** True when `password` is one of the 1,000 most common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    list
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "" && !line.startsWith("#"))
      .map((line) => line.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}
