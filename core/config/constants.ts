/**
 * The SPEC's business constants (§9), each named once. Every rule that uses one imports it from here.
 */
export const LANGUAGES = ["en", "cn"] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Layout: narrow below 980 px, middle 980–1200, wide above; the CSS breakpoint is 979 px. */
export const NARROW_MAX_WIDTH_PX = 979;
export const MIDDLE_MAX_WIDTH_PX = 1200;

export const HEADER_FIX_THRESHOLD_PX = 376;
export const HEADER_FIX_THRESHOLD_HOME_PX = 410;

export const SEARCH_TEXT_MAX_CHARS = 200;
export const SEARCH_MAX_ROWS = 5;
/** Results one search lists at most (the newest matches beyond it; ADR 0020): also the "More than …" count. */
export const SEARCH_RESULT_CAP = 1_000;
export const EMAIL_MAX_CHARS = 256;

export const QUESTION_TITLE_MAX_CHARS = 150;
export const QUESTION_DESCRIPTION_MAX_CHARS = 60_000;
export const QUESTION_MIN_CHARS = 10;
export const QUESTION_MIN_WORDS = 3;

export const HELP_MESSAGE_MAX_CHARS = 5_000;
export const UPLOAD_MAX_BYTES = 100 * 1024 * 1024;

export const MENU_CLOSE_DELAY_MS = 800;
export const SEARCH_BLUR_RESET_MS = 400;
export const FETCH_DELAY_MIN_MS = 200;

/** SPEC §3 `gotcookienotice`: 1 once the reader has accepted the cookie notice (SPEC §4). */
export const COOKIE_NOTICE_COOKIE = "gotcookienotice";
export const COOKIE_NOTICE_MAX_AGE_MS = 31_536_000_000;
export const BOTTOM_AD_CLOSE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const AUTH_COOKIE_MAX_AGE_MS = 2_505_600_000;
/** SPEC §3 `uuid`, the generated browser id: "persistent" in the privacy policy, two years, renewed on every visit. */
export const BROWSER_ID_COOKIE = "uuid";
export const BROWSER_ID_MAX_AGE_MS = 2 * 365 * 24 * 60 * 60 * 1000;
/** What a browser id may look like when it comes back (a UUID, or another client's id of the same alphabet). */
export const BROWSER_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

export const REQUEST_TIMEOUT_MS = 30_000;
export const AD_AUTOPLAY_MS = 6_000;
export const FORCED_LOGOUT_REDIRECT_MS = 1_500;
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;

export const MOST_READ_WINDOW_MONTHS = 3;
export const MOST_CITED_WINDOW_YEARS = 5;

export const MINIMUM_AGE_YEARS = 18;
export const PRIVACY_MINIMUM_AGE_YEARS = 13;

/** Draft and CV upload formats (§5). */
export const DRAFT_EXTENSIONS = ["doc", "docx", "xlsx", "xls", "pdf", "pptx", "ppt", "txt", "zip", "rar", "7z"] as const;
export const CV_EXTENSIONS = ["doc", "docx", "pdf", "pptx", "ppt", "zip", "rar", "7z"] as const;

/** Journal identity shown in the footer and in citation metadata. */
export const JOURNAL = {
  titleEn: "Open Protocols in Life Science",
  titleCn: "生命科学开放实验方案",
  shortTitle: "OPLS",
  issn: "2998-1239",
  doiPrefix: "10.99999/opls",
  publisherEn: "OPLS Open Science Foundation",
  publisherCn: "OPLS 开放科学基金会",
} as const;

export function isLang(value: string | undefined): value is Lang {
  return value === "en" || value === "cn";
}
