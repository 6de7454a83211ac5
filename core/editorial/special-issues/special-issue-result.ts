/**
 * What a change to a special issue answers (ADR 0106). not-found: no such special issue (or section, person of it);
 * unknown: no protocol has that id; offline: the protocol is not online yet; already: it is in the special issue;
 * stale: the page was out of date (a move or removal already made); slug: another special issue has that slug;
 * empty: publishing one with no protocols; early: its date would come before a protocol's online date;
 * notEmpty: removing a section that still holds protocols.
 */
export type SpecialIssueChangeResult =
  | { ok: true }
  | { ok: false; reason: "not-found" | "unknown" | "offline" | "already" | "stale" | "slug" | "empty" | "early" | "notEmpty" };
