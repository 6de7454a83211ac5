import { sql } from "kysely";
import type { Db } from "../../db/client";
import type { InboxKind } from "./inbox-rules";

/**
 * Every form received, as one table of the same columns (a UNION ALL of the five forms' tables), joined to the
 * office's state of each: `status` is 'new' where no editor has touched the item yet. The forms' tables stay as
 * they are (ADR 0110); this is the one place that knows how each one reads in the inbox.
 */
export function receivedItems(db: Db) {
  const kind = (k: InboxKind) => sql<InboxKind>`${sql.lit(k)}`;
  const none = sql<string>`'none'`;
  const union = db
    .selectFrom("presubmission_inquiries as s")
    .select([
      kind("psi").as("kind"),
      "s.id as id",
      "s.created_at as created_at",
      sql<string>`s.first_name || ' ' || s.last_name`.as("name"),
      "s.email as email",
      "s.proposed_title as title",
      "s.language as language",
      none.as("waiver"),
    ])
    .unionAll(
      db
        .selectFrom("submissions as s")
        .select([
          kind("submission").as("kind"),
          "s.id as id",
          "s.created_at as created_at",
          "s.authors as name",
          "s.email as email",
          "s.title as title",
          "s.language as language",
          "s.waiver as waiver",
        ]),
    )
    .unionAll(
      db
        .selectFrom("reviewer_applications as s")
        .select([
          kind("reviewer").as("kind"),
          "s.id as id",
          "s.created_at as created_at",
          "s.name as name",
          "s.email as email",
          "s.affiliation as title",
          "s.language as language",
          none.as("waiver"),
        ]),
    )
    .unionAll(
      db
        .selectFrom("ambassador_applications as s")
        .select([
          kind("ambassador").as("kind"),
          "s.id as id",
          "s.created_at as created_at",
          "s.name as name",
          "s.email as email",
          "s.institution as title",
          "s.language as language",
          none.as("waiver"),
        ]),
    )
    .unionAll(
      db
        .selectFrom("help_requests as s")
        .leftJoin("users as u", "u.id", "s.user_id")
        .select([
          kind("help").as("kind"),
          "s.id as id",
          "s.created_at as created_at",
          sql<string>`coalesce(u.full_name, '')`.as("name"),
          sql<string>`coalesce(s.email, '')`.as("email"),
          sql<string>`substr(s.message, 1, 160)`.as("title"),
          "s.language as language",
          none.as("waiver"),
        ]),
    );
  return db
    .selectFrom(union.as("r"))
    .leftJoin("inbox_items as i", (join) => join.onRef("i.kind", "=", "r.kind").onRef("i.source_id", "=", "r.id"))
    .leftJoin("users as a", "a.id", "i.assignee_id");
}

/** An item's status as the office sees it: its row's, or 'new' without one. */
export const itemStatus = sql<string>`coalesce(i.status, 'new')`;
