import type { Db } from "../../db/client";
import type { DraftFigure } from "../draft-schema";
import { findDraft } from "../find-draft";
import { saveDraft } from "../save-draft";
import { bodyFromText, textFromBody } from "../simple-body";
import type { AuditActor } from "../write-audit-entry";
import { DRAFT_MAX_FIGURES } from "./draft-figure-form";
import { renumberMarkers, type BodyLang } from "./figure-markers";

type FigureTexts = Pick<DraftFigure, "altEn" | "altCn" | "captionEn" | "captionCn">;

/** One change of a draft's figures; `figure` is the figure's number (1-based). */
export type FigureChange =
  | { kind: "add"; figure: DraftFigure }
  | { kind: "edit"; figure: number; texts: FigureTexts }
  | { kind: "move"; figure: number; by: -1 | 1 }
  | { kind: "remove"; figure: number };

export type ChangeDraftFiguresResult =
  | { ok: true; lockVersion: number }
  /**
   * stale: another editor saved since; published: online already; body-kept: the body is one the text form cannot
   * show (an import with tables …), so figures cannot be placed in it; no-figure: no such number; duplicate: that
   * image is a figure already; too-many: DRAFT_MAX_FIGURES reached.
   */
  | { ok: false; reason: "not-found" | "stale" | "published" | "body-kept" | "no-figure" | "duplicate" | "too-many" };

/**
 * Adds, edits, moves or removes a draft's figure (ADR 0105) if nobody saved the draft since `lockVersion`. The
 * bodies are rebuilt through their text form: a "[Figure n]" line shows figure n, so a moved figure takes the
 * place of the one it swapped with; a removed figure's lines go and later numbers close up. Saved (and audited) by `saveDraft`.
 */
export async function changeDraftFigures(
  db: Db,
  draftId: number,
  lockVersion: number,
  change: FigureChange,
  actor: AuditActor,
  now = new Date(),
): Promise<ChangeDraftFiguresResult> {
  const stored = await findDraft(db, draftId);
  if (!stored) return { ok: false, reason: "not-found" };
  if (stored.publishedAt) return { ok: false, reason: "published" };
  if (stored.lockVersion !== lockVersion) return { ok: false, reason: "stale" };
  const { draft } = stored;
  const before = draft.figures ?? [];
  const en = textFromBody(draft.body, before, "en");
  const cn = draft.bodyCn ? textFromBody(draft.bodyCn, before, "cn") : null;
  if (!en || (draft.bodyCn && !cn)) return { ok: false, reason: "body-kept" };

  let after: DraftFigure[];
  let renumber: (n: number) => number | null = (n) => n;
  if (change.kind === "add") {
    if (before.length >= DRAFT_MAX_FIGURES) return { ok: false, reason: "too-many" };
    if (before.some((f) => f.src === change.figure.src)) return { ok: false, reason: "duplicate" };
    after = [...before, change.figure];
  } else {
    const i = change.figure - 1;
    const current = before[i];
    if (!current) return { ok: false, reason: "no-figure" };
    if (change.kind === "edit") {
      after = before.map((f, j) => (j === i ? { ...f, ...change.texts } : f));
    } else if (change.kind === "remove") {
      after = before.filter((_, j) => j !== i);
      renumber = (n) => (n === change.figure ? null : n > change.figure ? n - 1 : n);
    } else {
      const j = i + change.by;
      if (j < 0 || j >= before.length) return { ok: true, lockVersion };
      after = [...before];
      // The lines stay: the two figures swap numbers and so places (figure 2 moved up shows where figure 1 was).
      [after[i], after[j]] = [after[j]!, current];
    }
  }
  const rebuild = (text: NonNullable<typeof en>, lang: BodyLang) =>
    bodyFromText(
      {
        ...text,
        background: renumberMarkers(text.background, renumber, lang),
        steps: renumberMarkers(text.steps, renumber, lang),
        prose: Object.fromEntries(Object.entries(text.prose).map(([kind, t]) => [kind, renumberMarkers(t, renumber, lang)])),
      },
      after,
      lang,
    );
  const next = { ...draft, body: rebuild(en, "en"), bodyCn: cn ? rebuild(cn, "cn") : null, figures: after };
  const saved = await saveDraft(db, draftId, lockVersion, next, actor, now);
  return saved.ok ? saved : { ok: false, reason: saved.reason };
}
