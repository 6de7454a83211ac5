import type { z } from "zod";
import type { ContentState } from "../../db/schema";
import type { ContentEntityType } from "../write-audit-entry";

/**
 * What the editorial office knows of each kind of the journal's other content (ADR 0112). Each kind has its own
 * file (news-form.ts, faq-form.ts …) with its fields and rules; the operations of this folder (list, save, move,
 * publish) read only this description, so the kinds share one core without a framework. Client-safe: no I/O.
 */

/** The kinds as they appear in the office's addresses (/{lang}/editorial/content/:kind). */
export const CONTENT_KINDS = ["news", "faqs", "board", "journals", "sponsors", "webinars", "videos"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export type ContentTable = "news" | "faqs" | "board_members" | "collaborating_journals" | "sponsors" | "webinars" | "videos";

/** A stored row as the office handles it: its columns by name (the kinds' columns differ). */
export type ContentRow = { id: number; state: ContentState } & Record<string, string | number | null>;

/** One field of a kind's form; its label is the catalogue's `editorial.content.field.<name>` unless `label` names another. */
export interface FieldSpec {
  /** The form field: the camelCase of its column (titleEn → title_en). */
  name: string;
  type?: "text" | "textarea" | "date" | "datetime-local" | "number" | "url" | "select";
  /** The language of what is typed in it (a bilingual pair is shown side by side). */
  lang?: "en" | "zh-CN";
  required?: boolean;
  /** The catalogue key of its label, when not `editorial.content.field.<name>`. */
  label?: string;
  /** A hint under the label: the catalogue's `editorial.content.hint.<hint>`. */
  hint?: string;
  /** A select's choices; `label` is a catalogue key. */
  options?: readonly { value: string; label: string }[];
  rows?: number;
}

/** An uploaded picture of the kind (board photo, logo, video poster): stored through the image function of ADR 0105. */
export interface ContentImage {
  column: string;
  widths: readonly number[];
  /** Width / height to crop to; absent: kept whole (logos are never cropped). */
  aspect?: number;
}

export type ContentOrder =
  /**
   * Ordered by hand with up and down, within a group (a FAQ topic, a board's role); groups in `groupRank` order, else
   * in the order of their first row.
   */
  | { manual: true; group: (row: ContentRow) => string; groupRank?: (row: ContentRow) => number }
  /** Ordered by a date column, as the public page shows it. */
  | { manual: false; column: string; descending: boolean };

export interface ContentKindSpec {
  kind: ContentKind;
  table: ContentTable;
  entity: ContentEntityType;
  /** The rules of the kind's own fields, by form field name; they turn what was typed into what is stored. */
  details: Record<string, z.ZodType>;
  fields: readonly FieldSpec[];
  /** The columns naming a row in lists and messages: English, Chinese. */
  label: readonly [string, string];
  order: ContentOrder;
  image?: ContentImage;
  /** A column no two rows may share (a news item's slug). */
  unique?: string;
  /** Long texts: the audit log records that they changed, not what they say. */
  longTexts: readonly string[];
  /** A stored value shown in the form other than as its text (a webinar's time for a datetime-local input). */
  formValue?: Readonly<Record<string, (stored: string | number | null) => string>>;
}

export function isContentKind(value: string | undefined): value is ContentKind {
  return (CONTENT_KINDS as readonly string[]).includes(value ?? "");
}

/** The column of a form field: titleEn → title_en. */
export function columnOf(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
