import type { Db } from "../../db/client";
import { LANGUAGES } from "../../config/constants";
import { changedFields, elideTexts, writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { hasTemplate, type InboxKind, type TemplatePurpose } from "./inbox-rules";

export interface TemplateEdit {
  kind: InboxKind;
  purpose: TemplatePurpose;
  en: { subject: string; body: string; version: number };
  cn: { subject: string; body: string; version: number };
}

class StaleTemplate extends Error {}

/**
 * Saves both languages of a reply template, each only if it is still the version the editor opened (else
 * `stale`, and nothing is saved); logged with the subjects before → after and the bodies as changed.
 */
export async function updateInboxTemplate(
  db: Db,
  edit: TemplateEdit,
  actor: AuditActor,
): Promise<{ ok: true } | { ok: false; reason: "not-found" | "stale" }> {
  if (!hasTemplate(edit.kind, edit.purpose)) return { ok: false, reason: "not-found" };
  try {
    await db.transaction().execute(async (trx) => {
      const before: Record<string, string> = {};
      const after: Record<string, string> = {};
      for (const lang of LANGUAGES) {
        const text = edit[lang];
        const row = await trx
          .selectFrom("inbox_templates")
          .select(["subject", "body"])
          .where("kind", "=", edit.kind)
          .where("purpose", "=", edit.purpose)
          .where("language", "=", lang)
          .executeTakeFirst();
        const saved = await trx
          .updateTable("inbox_templates")
          .set((eb) => ({
            subject: text.subject,
            body: text.body,
            lock_version: eb("lock_version", "+", 1),
            updated_at: new Date().toISOString(),
            updated_by: actor.userId,
          }))
          .where("kind", "=", edit.kind)
          .where("purpose", "=", edit.purpose)
          .where("language", "=", lang)
          .where("lock_version", "=", text.version)
          .returning("id")
          .executeTakeFirst();
        if (!row || !saved) throw new StaleTemplate();
        const suffix = lang === "en" ? "En" : "Cn";
        Object.assign(before, { [`subject${suffix}`]: row.subject, [`body${suffix}`]: row.body });
        Object.assign(after, { [`subject${suffix}`]: text.subject, [`body${suffix}`]: text.body });
      }
      await writeAuditEntry(trx, {
        actor,
        action: "edit",
        entityType: "inbox_template",
        entityId: `${edit.kind}.${edit.purpose}`,
        changes: elideTexts(changedFields(before, after), ["bodyEn", "bodyCn"]),
      });
    });
  } catch (error) {
    if (error instanceof StaleTemplate) return { ok: false, reason: "stale" };
    throw error;
  }
  return { ok: true };
}
