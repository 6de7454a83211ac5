import { sql } from "kysely";
import type { Db } from "../../db/client";
import { REFERENCE_PREFIXES, formatReference } from "../../forms/format-reference";
import { containsPattern } from "../../db/contains-pattern";
import { pageOfRows } from "../../protocols/paging";
import { INBOX_KINDS, isInboxStatus, type InboxKind, type InboxKindFilter, type InboxStatus } from "./inbox-rules";
import { itemStatus, receivedItems } from "./received-items";

export interface InboxQuery {
  /** Words of the sender's name, e-mail or the item's title (all must occur), or a reference such as P-000012. */
  q: string;
  kind: InboxKindFilter | null;
  status: InboxStatus | null;
  page: number;
}

export interface InboxRow {
  kind: InboxKind;
  id: number;
  reference: string;
  createdAt: string;
  name: string;
  email: string;
  title: string;
  language: string;
  status: InboxStatus;
  /** A submission's fee-waiver request ("full" | "partial"), else null. */
  waiver: string | null;
  assignee: string | null;
}

const REFERENCE = /^([A-Za-z])-?0*(\d{1,9})$/;

/** Everything received, newest first, filtered and a page at a time, with the total (ADR 0110). */
export async function listInboxItems(db: Db, query: InboxQuery): Promise<{ rows: InboxRow[]; total: number }> {
  let q = receivedItems(db);
  const text = query.q.trim();
  const reference = REFERENCE.exec(text);
  const referenceKind = reference
    ? INBOX_KINDS.find((k) => REFERENCE_PREFIXES[k] === reference[1]!.toUpperCase())
    : undefined;
  if (reference && referenceKind) {
    q = q.where("r.kind", "=", referenceKind).where("r.id", "=", Number(reference[2]));
  } else {
    // LIKE is enough for the office's list; wildcards the editor types are taken literally.
    for (const word of text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8)) {
      const pattern = containsPattern(word);
      q = q.where(
        sql<boolean>`(lower(r.name) like ${pattern} escape '\\' or lower(r.email) like ${pattern} escape '\\' or lower(r.title) like ${pattern} escape '\\')`,
      );
    }
  }
  if (query.kind === "waiver") q = q.where("r.kind", "=", "submission").where("r.waiver", "<>", "none");
  else if (query.kind) q = q.where("r.kind", "=", query.kind);
  if (query.status) q = q.where(itemStatus, "=", query.status);

  return pageOfRows(
    q,
    query.page,
    (page) =>
      page
        .select([
          "r.kind",
          "r.id",
          "r.created_at",
          "r.name",
          "r.email",
          "r.title",
          "r.language",
          "r.waiver",
          itemStatus.as("status"),
          sql<string | null>`case when a.id is null then null when a.full_name <> '' then a.full_name else a.email end`.as(
            "assignee",
          ),
        ])
        .orderBy("r.created_at", "desc")
        .orderBy("r.kind")
        .orderBy("r.id", "desc"),
    (r) => ({
      kind: r.kind,
      id: r.id,
      reference: formatReference(r.kind, r.id),
      createdAt: r.created_at,
      name: r.name,
      email: r.email,
      title: r.title,
      language: r.language,
      status: isInboxStatus(r.status) ? r.status : "new",
      waiver: r.waiver === "none" ? null : r.waiver,
      assignee: r.assignee,
    }),
  );
}
