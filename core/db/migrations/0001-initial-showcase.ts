import { sql, type Kysely } from "kysely";
import { withId, type Dialect } from "./helpers";

/**
 * Migration 0001's editors' content: collections, news, FAQs, boards, sponsors and collaborating journals,
 * webinars and special issues.
 * Frozen with it: only 0001-initial.ts imports this file, and a migration once applied never changes.
 */
export async function createShowcaseTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = withId(dialect);

  await id(db.schema.createTable("collections"))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title_en", "text", (c) => c.notNull())
    .addColumn("title_cn", "text", (c) => c.notNull())
    .addColumn("description_en", "text", (c) => c.notNull())
    .addColumn("description_cn", "text", (c) => c.notNull())
    .addColumn("cover_url", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("collection_protocols")
    .addColumn("collection_id", "integer", (c) => c.notNull().references("collections.id").onDelete("cascade"))
    .addColumn("protocol_id", "integer", (c) => c.notNull().references("protocols.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("collection_protocols_pk", ["collection_id", "protocol_id"])
    .execute();

  await id(db.schema.createTable("news"))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title_en", "text", (c) => c.notNull())
    .addColumn("title_cn", "text", (c) => c.notNull())
    .addColumn("body_en", "text", (c) => c.notNull())
    .addColumn("body_cn", "text", (c) => c.notNull())
    .addColumn("published_on", "text", (c) => c.notNull())
    .execute();

  await id(db.schema.createTable("faqs"))
    .addColumn("topic_en", "text", (c) => c.notNull())
    .addColumn("topic_cn", "text", (c) => c.notNull())
    .addColumn("question_en", "text", (c) => c.notNull())
    .addColumn("question_cn", "text", (c) => c.notNull())
    .addColumn("answer_en", "text", (c) => c.notNull())
    .addColumn("answer_cn", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .execute();

  await id(db.schema.createTable("board_members"))
    .addColumn("board", "text", (c) => c.notNull().check(sql`board in ('editorial', 'advisory')`))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_cn", "text", (c) => c.notNull())
    .addColumn("affiliation_en", "text", (c) => c.notNull())
    .addColumn("affiliation_cn", "text", (c) => c.notNull())
    .addColumn("interests_en", "text", (c) => c.notNull())
    .addColumn("interests_cn", "text", (c) => c.notNull())
    .addColumn("photo_url", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .execute();

  for (const table of ["sponsors", "collaborating_journals"]) {
    await id(db.schema.createTable(table))
      .addColumn("name_en", "text", (c) => c.notNull())
      .addColumn("name_cn", "text", (c) => c.notNull())
      .addColumn("url", "text", (c) => c.notNull())
      .addColumn("logo_url", "text", (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .execute();
  }

  await id(db.schema.createTable("webinars"))
    .addColumn("title_en", "text", (c) => c.notNull())
    .addColumn("title_cn", "text", (c) => c.notNull())
    .addColumn("speaker_en", "text", (c) => c.notNull())
    .addColumn("speaker_cn", "text", (c) => c.notNull())
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("description_en", "text", (c) => c.notNull())
    .addColumn("description_cn", "text", (c) => c.notNull())
    .execute();

  await id(db.schema.createTable("special_issues"))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title_en", "text", (c) => c.notNull())
    .addColumn("title_cn", "text", (c) => c.notNull())
    .addColumn("description_en", "text", (c) => c.notNull())
    .addColumn("description_cn", "text", (c) => c.notNull())
    .addColumn("cover_url", "text", (c) => c.notNull())
    .addColumn("published_on", "text", (c) => c.notNull())
    .execute();
  // Managing editor, associate editors and reviewers of a special issue.
  await id(db.schema.createTable("special_issue_people"))
    .addColumn("special_issue_id", "integer", (c) => c.notNull().references("special_issues.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('managing_editor', 'associate_editor', 'reviewer')`))
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_cn", "text", (c) => c.notNull())
    .addColumn("affiliation_en", "text", (c) => c.notNull())
    .addColumn("affiliation_cn", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await id(db.schema.createTable("special_issue_sections"))
    .addColumn("special_issue_id", "integer", (c) => c.notNull().references("special_issues.id").onDelete("cascade"))
    .addColumn("title_en", "text", (c) => c.notNull())
    .addColumn("title_cn", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("special_issue_section_protocols")
    .addColumn("section_id", "integer", (c) => c.notNull().references("special_issue_sections.id").onDelete("cascade"))
    .addColumn("protocol_id", "integer", (c) => c.notNull().references("protocols.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("special_issue_section_protocols_pk", ["section_id", "protocol_id"])
    .execute();
}
