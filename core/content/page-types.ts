/**
 * The `type` query values of the pages with sub-pages (SPEC §2.2 route table) and the Markdown file each shows.
 * A missing `type` means the first value; an unknown one is a parameter error.
 */
export const AUTHOR_PAGE_TYPES = ["guidelines", "submit", "process", "criteria", "ai", "ethics", "interests", "charges"] as const;
export type AuthorPageType = (typeof AUTHOR_PAGE_TYPES)[number];

export const ABOUT_PAGE_TYPES = ["aims", "advisory", "editorial", "peer", "lm", "policy", "ca", "jp", "pm", "contact"] as const;
export type AboutPageType = (typeof ABOUT_PAGE_TYPES)[number];

export const AD_PAGE_TYPES = ["policy", "conditions"] as const;
export type AdPageType = (typeof AD_PAGE_TYPES)[number];

/** jp and pm are two places on one page (journal information and publishing model): SPEC anchors #journal, #pm. */
export const ABOUT_ANCHORS: Partial<Record<AboutPageType, string>> = { jp: "journal", pm: "pm" };

/**
 * The page type a `type` query value names: the default when absent or empty, null when unknown.
 */
export function resolvePageType<T extends string>(types: readonly T[], value: string | null): T | null {
  if (value === null || value === "") return types[0]!;
  return (types as readonly string[]).includes(value) ? (value as T) : null;
}

/** The content file of an about sub-page: jp and pm share about-jp. */
export function aboutContentName(type: AboutPageType): string {
  return type === "pm" ? "about-jp" : `about-${type}`;
}
