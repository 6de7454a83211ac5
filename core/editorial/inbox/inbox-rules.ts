import type { REFERENCE_PREFIXES } from "../../forms/format-reference";

/**
 * The editorial inbox's rules (ADR 0110): what it holds, the statuses an item goes through, and the reply
 * templates each kind has. Pure: the browser's forms and the server's operations read the same lists.
 */

/** Everything the forms receive, by the reference prefix each form gives its submitters. */
export const INBOX_KINDS = [
  "psi",
  "submission",
  "reviewer",
  "ambassador",
  "help",
] as const satisfies readonly (keyof typeof REFERENCE_PREFIXES)[];
export type InboxKind = (typeof INBOX_KINDS)[number];

export function isInboxKind(value: unknown): value is InboxKind {
  return typeof value === "string" && (INBOX_KINDS as readonly string[]).includes(value);
}

/** The list's kind filter: a form, or "waiver" (submissions that ask for a fee waiver). */
export const INBOX_KIND_FILTERS = ["psi", "submission", "waiver", "reviewer", "ambassador", "help"] as const;
export type InboxKindFilter = (typeof INBOX_KIND_FILTERS)[number];

export const INBOX_STATUSES = ["new", "in_progress", "accepted", "declined", "closed"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export function isInboxStatus(value: unknown): value is InboxStatus {
  return typeof value === "string" && (INBOX_STATUSES as readonly string[]).includes(value);
}

/**
 * new → in progress → accepted / declined / closed. Accepted and declined are decisions and final (an accepted
 * ambassador is on the public list); a closed item (answered, spam, withdrawn) may be reopened. A help request is
 * answered, not accepted: it only closes.
 */
export function nextStatuses(kind: InboxKind, from: InboxStatus): readonly InboxStatus[] {
  switch (from) {
    case "new":
      return ["in_progress", "closed"];
    case "in_progress":
      return kind === "help" ? ["closed"] : ["accepted", "declined", "closed"];
    case "closed":
      return ["in_progress"];
    default:
      return [];
  }
}

export function canMoveTo(kind: InboxKind, from: InboxStatus, to: InboxStatus): boolean {
  return nextStatuses(kind, from).includes(to);
}

/** What a reply template is for. */
export const TEMPLATE_PURPOSES = [
  "accepted",
  "declined",
  "more_info",
  "answer",
  "waiver_full",
  "waiver_partial",
  "waiver_refused",
] as const;
export type TemplatePurpose = (typeof TEMPLATE_PURPOSES)[number];

/** The templates each kind has (both languages of each are seeded by migration 0018). */
export const KIND_TEMPLATES: Record<InboxKind, readonly TemplatePurpose[]> = {
  psi: ["accepted", "declined", "more_info"],
  submission: ["accepted", "declined", "more_info", "waiver_full", "waiver_partial", "waiver_refused"],
  reviewer: ["accepted", "declined"],
  ambassador: ["accepted", "declined"],
  help: ["answer", "more_info"],
};

export function hasTemplate(kind: InboxKind, purpose: unknown): purpose is TemplatePurpose {
  return typeof purpose === "string" && (KIND_TEMPLATES[kind] as readonly string[]).includes(purpose);
}

/** The words a template may hold in braces, filled in from the item when a reply is prepared. */
export const TEMPLATE_PLACEHOLDERS = ["name", "title", "reference", "journal", "share", "reason"] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders in a text that are not ours (a typo would be sent as typed). */
export function unknownPlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))].filter(
    (name) => !(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name),
  );
}

/** Fills the known placeholders; anything else in braces stays as written. */
export function fillTemplate(text: string, values: Partial<Record<TemplatePlaceholder, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name as TemplatePlaceholder];
    return value === undefined ? whole : value;
  });
}

/** A template's slot for the editor's own words, "[[…]]": a reply is not sent while one is left. */
export const EDITOR_SLOT = /\[\[[\s\S]*?\]\]/;

/** The decisions on a fee-waiver request (SPEC §9: waivers, including partial). */
export const WAIVER_DECISIONS = ["full", "partial", "refused"] as const;
export type WaiverDecision = (typeof WAIVER_DECISIONS)[number];

/** The share of the fee waived, in percent: all, part (1–99, the editor's figure) or none. */
export function waivedShare(decision: WaiverDecision, partialShare: number): number {
  return decision === "full" ? 100 : decision === "refused" ? 0 : partialShare;
}

/** The reply template that announces a waiver decision. */
export function waiverTemplate(decision: WaiverDecision): TemplatePurpose {
  return `waiver_${decision}`;
}

/** An item's address in the office: `/{lang}/editorial/inbox/{kind}/{id}`. */
export function inboxItemPath(lang: string, kind: InboxKind, id: number): string {
  return `/${lang}/editorial/inbox/${kind}/${id}`;
}
