import type { Selectable } from "kysely";
import type { Db } from "../../db/client";
import type { InboxEventsTable } from "../../db/schema";
import { isLang, type Lang } from "../../config/constants";
import { ambassadorFields } from "../../ambassadors/ambassador-fields";
import { categoryName } from "../../categories/category-name";
import type { FormField } from "../../forms/form-field";
import { formatReference } from "../../forms/format-reference";
import { isInboxStatus, type InboxKind, type InboxStatus, type WaiverDecision } from "./inbox-rules";

/** One submitted field: a catalogue label and its value (itself a catalogue key when `translated`). */
export type InboxField = FormField;

export interface InboxFile {
  label: string;
  uploadId: number;
  name: string;
  size: number;
}

/** What the item page shows of a line of its history (`inbox_events`). */
const INBOX_EVENT_COLUMNS = ["id", "at", "actor", "type", "before", "after", "subject", "body", "language"] as const;
export type InboxEvent = Pick<Selectable<InboxEventsTable>, (typeof INBOX_EVENT_COLUMNS)[number]>;

export interface InboxItem {
  kind: InboxKind;
  id: number;
  reference: string;
  createdAt: string;
  /** The sender's language: replies are written in it. */
  language: Lang;
  /** Where replies go; null for an old help request sent without one. */
  email: string | null;
  /** The sender as a reply greets them ({name}); a submission's authors. */
  name: string;
  /** What the item is about ({title}): a protocol title, an affiliation, the start of a message. */
  title: string;
  fields: InboxField[];
  files: InboxFile[];
  /** A submission's fee-waiver request and its decision, once recorded. */
  waiver: {
    requested: "full" | "partial";
    reason: string | null;
    decision: { decision: WaiverDecision; share: number; reason: string } | null;
  } | null;
  /** An ambassador application: whether the applicant agreed to be listed, and the list entry once accepted. */
  listing: { consent: boolean; ambassadorId: number | null } | null;
  status: InboxStatus;
  assignee: { id: number; name: string } | null;
  /** The item's history, newest first. */
  events: InboxEvent[];
}

type Found = Pick<InboxItem, "createdAt" | "language" | "email" | "name" | "title" | "fields" | "files"> & {
  waiver?: { requested: "full" | "partial"; reason: string | null };
  consent?: boolean;
};

async function filesOf(db: Db, files: readonly { label: string; id: number | null }[]): Promise<InboxFile[]> {
  const ids = files.flatMap((f) => (f.id === null ? [] : [f.id]));
  if (!ids.length) return [];
  const rows = await db
    .selectFrom("uploads")
    .select(["id", "original_name", "size_bytes"])
    .where("id", "in", ids)
    .execute();
  return files.flatMap((f) => {
    const row = rows.find((r) => r.id === f.id);
    return row ? [{ label: f.label, uploadId: row.id, name: row.original_name, size: row.size_bytes }] : [];
  });
}

/** When and by whom a form was sent, as every form's row says it: replies go to `email`, in `language`. */
const sentBy = (r: { created_at: string; language: string; email: string | null }) => ({
  createdAt: r.created_at,
  language: isLang(r.language) ? r.language : ("en" as const),
  email: r.email,
});
const yesNo = (value: boolean) => (value ? "forms.yes" : "forms.no");

/** The form's own row, read as the inbox shows it: every field the sender gave, labelled as on the form. */
async function readSource(db: Db, kind: InboxKind, id: number, lang: Lang): Promise<Found | null> {
  switch (kind) {
    case "psi": {
      const r = await db.selectFrom("presubmission_inquiries").selectAll().where("id", "=", id).executeTakeFirst();
      if (!r) return null;
      const name = [r.first_name, r.middle_name, r.last_name].filter(Boolean).join(" ");
      return {
        ...sentBy(r),
        name,
        title: r.proposed_title,
        fields: [
          { label: "forms.field.name", value: name },
          { label: "forms.field.email", value: r.email },
          { label: "forms.psi.department", value: r.department },
          { label: "forms.psi.affiliation", value: r.affiliation },
          { label: "forms.psi.city", value: r.city },
          { label: "forms.psi.country", value: r.country },
          { label: "forms.psi.corresponding", value: yesNo(r.is_corresponding === 1), translated: true },
          { label: "forms.psi.proposedTitle", value: r.proposed_title },
          {
            label: "forms.psi.subject",
            value: r.subject_category_id === null ? "" : categoryName(r.subject_category_id, lang),
          },
          { label: "forms.psi.summary", value: r.summary, long: true },
          {
            label: "forms.psi.validationMethod",
            value: `forms.psi.validation.${r.validation_method}`,
            translated: true,
          },
          { label: "forms.psi.doiOrUrl", value: r.doi_or_url },
          { label: "forms.psi.manuscriptStatus", value: `forms.psi.status.${r.manuscript_status}`, translated: true },
        ],
        files: await filesOf(db, [{ label: "forms.psi.draft", id: r.draft_upload_id }]),
      };
    }
    case "submission": {
      const r = await db.selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirst();
      if (!r) return null;
      return {
        ...sentBy(r),
        name: r.authors,
        title: r.title,
        fields: [
          { label: "forms.submission.title", value: r.title },
          { label: "forms.submission.authors", value: r.authors },
          { label: "forms.field.email", value: r.email },
          { label: "forms.submission.category", value: categoryName(r.category_id, lang) },
          { label: "forms.submission.route", value: `forms.submission.route.${r.route}`, translated: true },
          { label: "forms.submission.invitationCode", value: r.invitation_code ?? "" },
          { label: "forms.submission.coverLetter", value: r.cover_letter, long: true },
        ],
        files: await filesOf(db, [
          { label: "forms.submission.manuscript", id: r.manuscript_upload_id },
          { label: "forms.submission.supplementary", id: r.supplementary_upload_id },
        ]),
        waiver: r.waiver === "none" ? undefined : { requested: r.waiver, reason: r.waiver_reason },
      };
    }
    case "reviewer": {
      const r = await db.selectFrom("reviewer_applications").selectAll().where("id", "=", id).executeTakeFirst();
      if (!r) return null;
      const areas = (JSON.parse(r.research_areas) as number[]).map((c) => categoryName(c, lang));
      return {
        ...sentBy(r),
        name: r.name,
        title: r.affiliation,
        fields: [
          { label: "forms.field.name", value: r.name },
          { label: "forms.field.email", value: r.email },
          { label: "forms.field.affiliation", value: r.affiliation },
          { label: "forms.field.country", value: r.country },
          { label: "forms.reviewer.areas", value: areas.join(lang === "cn" ? "、" : ", ") },
          { label: "forms.reviewer.orcid", value: r.orcid ?? "" },
        ],
        files: await filesOf(db, [{ label: "forms.reviewer.cv", id: r.cv_upload_id }]),
      };
    }
    case "ambassador": {
      const r = await db.selectFrom("ambassador_applications").selectAll().where("id", "=", id).executeTakeFirst();
      if (!r) return null;
      return {
        ...sentBy(r),
        name: r.name,
        title: r.institution,
        fields: ambassadorFields({ ...r, listConsent: r.list_consent === 1 }),
        files: [],
        consent: r.list_consent === 1,
      };
    }
    case "help": {
      const r = await db
        .selectFrom("help_requests")
        .leftJoin("users", "users.id", "help_requests.user_id")
        .selectAll("help_requests")
        .select(["users.full_name", "users.email as account"])
        .where("help_requests.id", "=", id)
        .executeTakeFirst();
      if (!r) return null;
      return {
        ...sentBy(r),
        name: r.full_name ?? "",
        title: r.message.length > 80 ? `${r.message.slice(0, 80)}…` : r.message,
        fields: [
          { label: "forms.field.email", value: r.email ?? "" },
          {
            label: "editorial.inbox.field.account",
            value: r.account ? `${r.full_name ? `${r.full_name} ` : ""}<${r.account}>` : "",
          },
          { label: "forms.help.message", value: r.message, long: true },
          { label: "forms.help.pageUrl", value: r.page_url ?? "" },
        ],
        files: await filesOf(db, [{ label: "forms.help.screenshot", id: r.screenshot_upload_id }]),
      };
    }
  }
}

/**
 * One received item with everything the sender gave (labels of the page's language, `lang`), the office's state of
 * it and its history (ADR 0110); null when there is no such item.
 */
export async function findInboxItem(db: Db, kind: InboxKind, id: number, lang: Lang): Promise<InboxItem | null> {
  const found = await readSource(db, kind, id, lang);
  if (!found) return null;
  const state = await db
    .selectFrom("inbox_items as i")
    .leftJoin("users as a", "a.id", "i.assignee_id")
    .selectAll("i")
    .select(["a.full_name", "a.email"])
    .where("i.kind", "=", kind)
    .where("i.source_id", "=", id)
    .executeTakeFirst();
  const events = state
    ? await db
        .selectFrom("inbox_events")
        .select(INBOX_EVENT_COLUMNS)
        .where("item_id", "=", state.id)
        .orderBy("id", "desc")
        .execute()
    : [];
  const decision =
    state?.waiver_decision && state.waiver_share !== null
      ? {
          decision: state.waiver_decision as WaiverDecision,
          share: state.waiver_share,
          reason: state.waiver_reason ?? "",
        }
      : null;
  return {
    kind,
    id,
    reference: formatReference(kind, id),
    createdAt: found.createdAt,
    language: found.language,
    email: found.email,
    name: found.name,
    title: found.title,
    fields: found.fields,
    files: found.files,
    waiver: found.waiver ? { ...found.waiver, decision } : null,
    listing:
      kind === "ambassador" ? { consent: found.consent === true, ambassadorId: state?.ambassador_id ?? null } : null,
    status: state && isInboxStatus(state.status) ? state.status : "new",
    assignee: state?.assignee_id ? { id: state.assignee_id, name: state.full_name || state.email || "" } : null,
    events,
  };
}
