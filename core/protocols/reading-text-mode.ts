import type { Lang } from "../config/constants";

/** What a signed-in reader reads a protocol's full text in (issue 17 §3): one language, or both side by side. */
export const TEXT_MODES = ["en", "cn", "both"] as const;
export type TextMode = (typeof TEXT_MODES)[number];

/** The reader's last choice, kept for a year in the browser (read by the server, so the page comes right). */
export const TEXT_MODE_COOKIE = "readingtext";
export const TEXT_MODE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

export function isTextMode(value: unknown): value is TextMode {
  return typeof value === "string" && (TEXT_MODES as readonly string[]).includes(value);
}

/**
 * The text shown: the mode asked for in the address, else the reader's remembered choice, else the page's
 * language — limited to what the protocol has (a protocol without a Chinese full text is read in English).
 */
export function chooseTextMode(input: { asked: string | null; remembered: string | null; pageLang: Lang; available: readonly Lang[] }): TextMode {
  const { available, pageLang } = input;
  const fallback: TextMode = available.includes(pageLang) ? pageLang : "en";
  const wanted = isTextMode(input.asked) ? input.asked : isTextMode(input.remembered) ? input.remembered : fallback;
  if (wanted === "both") return available.includes("en") && available.includes("cn") ? "both" : fallback;
  return available.includes(wanted) ? wanted : fallback;
}
