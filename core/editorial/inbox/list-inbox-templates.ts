import type { Db } from "../../db/client";
import type { Lang } from "../../config/constants";
import { INBOX_KINDS, KIND_TEMPLATES, type InboxKind, type TemplatePurpose } from "./inbox-rules";

export interface TemplateText {
  subject: string;
  body: string;
  /** The row's version when read: a save must name it (two editors do not overwrite each other). */
  version: number;
}

export interface InboxTemplate {
  kind: InboxKind;
  purpose: TemplatePurpose;
  en: TemplateText;
  cn: TemplateText;
}

/** Every reply template, by kind in the inbox's order and by purpose, both languages side by side (ADR 0110). */
export async function listInboxTemplates(db: Db): Promise<InboxTemplate[]> {
  const rows = await db
    .selectFrom("inbox_templates")
    .select(["kind", "purpose", "language", "subject", "body", "lock_version"])
    .execute();
  const text = (kind: string, purpose: string, language: Lang): TemplateText => {
    const row = rows.find((r) => r.kind === kind && r.purpose === purpose && r.language === language);
    return { subject: row?.subject ?? "", body: row?.body ?? "", version: row?.lock_version ?? 0 };
  };
  return INBOX_KINDS.flatMap((kind) =>
    KIND_TEMPLATES[kind].map((purpose) => ({
      kind,
      purpose,
      en: text(kind, purpose, "en"),
      cn: text(kind, purpose, "cn"),
    })),
  );
}
