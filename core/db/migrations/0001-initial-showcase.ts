import { sql, type Kysely } from "kysely";
import { createProtocolListTable, notNullText, withId, type Dialect } from "./helpers";

/**
 * Migration 0001's editors' content: collections, news, FAQs, boards, sponsors and collaborating journals,
 * webinars and special issues.
 * Frozen with it: only 0001-initial.ts imports this file, and a migration once applied never changes.
 */
export async function createShowcaseTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = withId(dialect);

  await id(db.schema.createTable("collections"))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .$call(notNullText("title_en", "title_cn", "description_en", "description_cn", "cover_url"))
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .execute();
  await createProtocolListTable(db, "collection_protocols", { column: "collection_id", table: "collections" });

  await id(db.schema.createTable("news"))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .$call(notNullText("title_en", "title_cn", "body_en", "body_cn", "published_on"))
    .execute();

  await id(db.schema.createTable("faqs"))
    .$call(notNullText("topic_en", "topic_cn", "question_en", "question_cn", "answer_en", "answer_cn"))
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .execute();

  await id(db.schema.createTable("board_members"))
    .addColumn("board", "text", (c) => c.notNull().check(sql`board in ('editorial', 'advisory')`))
    .$call(
      notNullText(
        "role",
        "name_en",
        "name_cn",
        "affiliation_en",
        "affiliation_cn",
        "interests_en",
        "interests_cn",
        "photo_url",
      ),
    )
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .execute();

  for (const table of ["sponsors", "collaborating_journals"]) {
    await id(db.schema.createTable(table))
      .$call(notNullText("name_en", "name_cn", "url", "logo_url"))
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .execute();
  }

  await id(db.schema.createTable("webinars"))
    .$call(
      notNullText(
        "title_en",
        "title_cn",
        "speaker_en",
        "speaker_cn",
        "starts_at",
        "description_en",
        "description_cn",
      ),
    )
    .execute();

  await id(db.schema.createTable("special_issues"))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .$call(notNullText("title_en", "title_cn", "description_en", "description_cn", "cover_url", "published_on"))
    .execute();
  // Managing editor, associate editors and reviewers of a special issue.
  await id(db.schema.createTable("special_issue_people"))
    .addColumn("special_issue_id", "integer", (c) => c.notNull().references("special_issues.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('managing_editor', 'associate_editor', 'reviewer')`))
    .$call(notNullText("name_en", "name_cn", "affiliation_en", "affiliation_cn"))
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await id(db.schema.createTable("special_issue_sections"))
    .addColumn("special_issue_id", "integer", (c) => c.notNull().references("special_issues.id").onDelete("cascade"))
    .$call(notNullText("title_en", "title_cn"))
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await createProtocolListTable(db, "special_issue_section_protocols", {
    column: "section_id",
    table: "special_issue_sections",
  });
}
