import { sql, type Kysely } from "kysely";
import { createProtocolListTable, notNullText, utcNowDefault, withId, type Dialect } from "./helpers";

/**
 * Migration 0001's journal and protocols: subjects, volumes, issues, videos, and each protocol's texts, authors,
 * subjects, organisms, reviewers, versions and related protocols.
 * Frozen with it: only 0001-initial.ts imports this file, and a migration once applied never changes.
 */
export async function createProtocolTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = withId(dialect);
  const now = utcNowDefault(dialect);
  /** A table of each protocol's parts (texts, authors, subjects…): its rows go when the protocol does. */
  const protocolPart = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn("protocol_id", "integer", (c) => c.notNull().references("protocols.id").onDelete("cascade"));
  /** A protocol's links to rows of `target` (its subjects, its organisms), with the index that finds a row's protocols. */
  const protocolLinks = async (table: string, column: string, target: string, index: string) => {
    await protocolPart(table)
      .addColumn(column, "integer", (c) => c.notNull().references(`${target}.id`))
      .addPrimaryKeyConstraint(`${table}_pk`, ["protocol_id", column])
      .execute();
    await db.schema.createIndex(index).on(table).columns([column, "protocol_id"]).execute();
  };

  await db.schema
    .createTable("categories")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .$call(notNullText("name_en", "name_cn"))
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .execute();

  await id(db.schema.createTable("volumes"))
    .addColumn("number", "integer", (c) => c.notNull().unique())
    .addColumn("year", "integer", (c) => c.notNull())
    .execute();

  await id(db.schema.createTable("issues"))
    .addColumn("volume_id", "integer", (c) => c.notNull().references("volumes.id"))
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("published_on", "text", (c) => c.notNull())
    .addColumn("cover_url", "text")
    .addUniqueConstraint("issues_volume_number", ["volume_id", "number"])
    .execute();
  await db.schema.createIndex("issues_published_on").on("issues").column("published_on").execute();

  await id(db.schema.createTable("videos"))
    .$call(notNullText("title_en", "title_cn"))
    .addColumn("src", "text")
    .addColumn("poster_url", "text", (c) => c.notNull())
    .addColumn("duration_seconds", "integer", (c) => c.notNull())
    .addColumn("published_on", "text", (c) => c.notNull())
    .addColumn("protocol_id", "integer")
    .execute();

  await db.schema
    .createTable("protocols")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('bp', 'bpp')`))
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('in_press', 'corrected_proof', 'published')`))
    .addColumn("doi", "text", (c) => c.unique())
    .addColumn("elocation", "text")
    .addColumn("title_en", "text", (c) => c.notNull())
    .addColumn("title_cn", "text")
    .addColumn("abstract_en", "text", (c) => c.notNull())
    .addColumn("abstract_cn", "text")
    .addColumn("keywords_en", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("keywords_cn", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("received_on", "text")
    .addColumn("accepted_on", "text")
    .addColumn("online_on", "text")
    .addColumn("published_on", "text")
    .addColumn("issue_id", "integer", (c) => c.references("issues.id"))
    .addColumn("licence", "text", (c) => c.notNull().defaultTo("CC BY 4.0"))
    .addColumn("reviewers_anonymous", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("video_id", "integer", (c) => c.references("videos.id"))
    .addColumn("journal_version_id", "integer")
    .addColumn("views_total", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("cited_total", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("protocols_kind_status_published").on("protocols").columns(["kind", "status", "published_on"]).execute();
  await db.schema.createIndex("protocols_issue").on("protocols").column("issue_id").execute();
  await db.schema.createIndex("protocols_online_on").on("protocols").column("online_on").execute();

  await protocolPart("protocol_bodies")
    .$call(notNullText("lang", "body"))
    .addPrimaryKeyConstraint("protocol_bodies_pk", ["protocol_id", "lang"])
    .execute();

  await protocolPart("protocol_authors")
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_cn", "text")
    .addColumn("affiliations", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("orcid", "text")
    .addColumn("is_corresponding", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("email", "text")
    .addPrimaryKeyConstraint("protocol_authors_pk", ["protocol_id", "position"])
    .execute();

  await protocolLinks("protocol_categories", "category_id", "categories", "protocol_categories_category");

  await id(db.schema.createTable("organisms"))
    .addColumn("name_en", "text", (c) => c.notNull().unique())
    .addColumn("name_cn", "text", (c) => c.notNull())
    .execute();

  await protocolLinks("protocol_organisms", "organism_id", "organisms", "protocol_organisms_organism");

  await protocolPart("protocol_reviewers")
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_cn", "text")
    .addColumn("affiliation", "text")
    .addPrimaryKeyConstraint("protocol_reviewers_pk", ["protocol_id", "position"])
    .execute();

  await protocolPart("protocol_versions")
    .addColumn("version", "integer", (c) => c.notNull())
    .$call(notNullText("published_on", "note_en", "note_cn"))
    .addPrimaryKeyConstraint("protocol_versions_pk", ["protocol_id", "version"])
    .execute();

  await createProtocolListTable(db, "protocol_related", { column: "protocol_id", table: "protocols" }, "related_id");
}
