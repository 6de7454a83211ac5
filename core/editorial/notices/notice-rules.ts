import type { Lang } from "../../config/constants";
import type { NoticeKind } from "../../db/schema";

/**
 * The rules of correction, retraction and expression-of-concern notices (ADR 0104), in one place: the office's
 * form, the core operation, the protocol page, the JATS export and the Crossref deposit all read them here.
 */
export const NOTICE_KINDS = ["correction", "retraction", "concern"] as const satisfies readonly NoticeKind[];
export type { NoticeKind };

export const NOTICE_TEXT_MAX_CHARS = 10_000;

/** A notice as the journal shows and exports it. */
export interface ProtocolNotice {
  id: number;
  kind: NoticeKind;
  noticeOn: string;
  textEn: string;
  textCn: string | null;
  doi: string | null;
}

export type NoticeRefusal = "retracted" | "preprint" | "future" | "before-online";

/**
 * Why a notice cannot be issued, or null. A retraction is final: after it no notice of any kind (a second
 * retraction, a correction of a retracted protocol) and no new version. Notices are for journal protocols
 * online: a preprint server withdraws a preprint instead. A notice is dated from the protocol's online date to
 * today: never in the future, since readers see it at once.
 */
export function noticeRefusal(
  protocol: { kind: string; onlineOn: string | null; publishedOn: string | null },
  existing: readonly Pick<ProtocolNotice, "kind">[],
  noticeOn: string,
  today: string,
): NoticeRefusal | null {
  if (protocol.kind !== "bp") return "preprint";
  if (isRetracted(existing)) return "retracted";
  if (noticeOn > today) return "future";
  const online = protocol.onlineOn ?? protocol.publishedOn;
  if (online && noticeOn < online) return "before-online";
  return null;
}

export function isRetracted(notices: readonly Pick<ProtocolNotice, "kind">[]): boolean {
  return notices.some((n) => n.kind === "retraction");
}

/** A retracted protocol gets no new version: the record readers and indexes point at stays as it was retracted. */
export function canStartNewVersion(notices: readonly Pick<ProtocolNotice, "kind">[]): boolean {
  return !isRetracted(notices);
}

/**
 * The notice's text for a page language, and the language it is in. Chinese is encouraged, not required: a
 * Chinese page shows the Chinese text when the editor wrote one, else the English text, marked as English
 * (`lang`), so screen readers and fonts follow it. English pages always show the English text.
 */
export function noticeText(lang: Lang, notice: Pick<ProtocolNotice, "textEn" | "textCn">): { text: string; lang: Lang } {
  return lang === "cn" && notice.textCn?.trim() ? { text: notice.textCn, lang: "cn" } : { text: notice.textEn, lang: "en" };
}

/** The retraction the protocol page shows as its banner, if any. */
export function retractionOf<T extends Pick<ProtocolNotice, "kind">>(notices: readonly T[]): T | null {
  return notices.find((n) => n.kind === "retraction") ?? null;
}

/** JATS 1.3 `related-article-type` on the original article, as JATS4R recommends for each kind of notice. */
export const JATS_FORWARD_TYPE: Record<NoticeKind, string> = {
  correction: "correction-forward",
  retraction: "retraction-forward",
  concern: "concern-forward",
};

/** Crossmark `update/@type` (Crossref schema 5.3.1, `cm_update_type`) on the notice's own record. */
export const CROSSMARK_UPDATE_TYPE: Record<NoticeKind, string> = {
  correction: "correction",
  retraction: "retraction",
  concern: "expression_of_concern",
};

/** The English title of a notice's own record (its Crossref title, its page's English heading). */
export const NOTICE_TITLE_EN: Record<NoticeKind, string> = {
  correction: "Correction",
  retraction: "Retraction",
  concern: "Expression of concern",
};
