/**
 * SPEC §2.4: which navigation entry is highlighted — 2 archive/press, 3 authors, 4 about,
 * 5 becomereviewer, otherwise 1 (protocols).
 */
export type NavSection = 1 | 2 | 3 | 4 | 5;

export function activeSection(pathname: string): NavSection {
  const page = pathname.split("/")[2] ?? "";
  if (page === "archive" || page === "press") return 2;
  if (page === "authors") return 3;
  if (page === "about") return 4;
  if (page === "becomereviewer") return 5;
  return 1;
}
