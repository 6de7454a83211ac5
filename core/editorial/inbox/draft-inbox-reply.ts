import type { Db } from "../../db/client";
import type { Lang } from "../../config/constants";
import { formatReference } from "../../forms/format-reference";
import {
  fillTemplate,
  hasTemplate,
  type InboxKind,
  type TemplatePlaceholder,
  type TemplatePurpose,
} from "./inbox-rules";
import { receivedItems } from "./received-items";

/** Who a reply goes to and what its placeholders stand for. */
export interface ReplyAddressee {
  email: string | null;
  language: Lang;
  values: Record<TemplatePlaceholder, string>;
}

/**
 * The sender of an item as a reply sees them: address, language and the placeholders' values ({journal} is the
 * journal's name in the sender's language, given by the caller from the catalogue). Null when there is no item.
 */
export async function findReplyAddressee(
  db: Db,
  kind: InboxKind,
  id: number,
  journal: (lang: Lang) => string,
): Promise<ReplyAddressee | null> {
  const row = await receivedItems(db)
    .where("r.kind", "=", kind)
    .where("r.id", "=", id)
    .select(["r.email", "r.language", "r.name", "r.title", "i.waiver_share", "i.waiver_reason"])
    .executeTakeFirst();
  if (!row) return null;
  const language: Lang = row.language === "cn" ? "cn" : "en";
  // A pre-submission inquiry's full name has its middle name; the union keeps first and last only.
  const name =
    kind === "psi"
      ? await db
          .selectFrom("presubmission_inquiries")
          .select(["first_name", "middle_name", "last_name"])
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
          .then((p) => [p.first_name, p.middle_name, p.last_name].filter(Boolean).join(" "))
      : row.name;
  return {
    email: row.email || null,
    language,
    values: {
      name,
      title: row.title,
      reference: formatReference(kind, id),
      journal: journal(language),
      share: row.waiver_share === null ? "" : String(row.waiver_share),
      reason: row.waiver_reason ?? "",
    },
  };
}

/** A reply prepared from a template in the sender's language, placeholders filled, for the editor to read and send. */
export async function draftInboxReply(
  db: Db,
  input: { kind: InboxKind; id: number; purpose: TemplatePurpose; journal: (lang: Lang) => string },
): Promise<{ subject: string; body: string; language: Lang } | null> {
  if (!hasTemplate(input.kind, input.purpose)) return null;
  const to = await findReplyAddressee(db, input.kind, input.id, input.journal);
  if (!to) return null;
  const template = await db
    .selectFrom("inbox_templates")
    .select(["subject", "body"])
    .where("kind", "=", input.kind)
    .where("purpose", "=", input.purpose)
    .where("language", "=", to.language)
    .executeTakeFirst();
  if (!template) return null;
  return {
    subject: fillTemplate(template.subject, to.values),
    body: fillTemplate(template.body, to.values),
    language: to.language,
  };
}
