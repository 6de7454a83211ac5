import { sql, type Kysely } from "kysely";
import { utcNowDefault, withId, type Dialect } from "./helpers";

/**
 * The whole product's schema. Portable types only: integer, text (dates as 'YYYY-MM-DD', instants as
 * ISO-8601 UTC text, JSON as text), booleans as 0/1 integers. Full-text search tables are
 * dialect-specific and live in their own migration.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = withId(dialect);
  const now = utcNowDefault(dialect);

  await db.schema
    .createTable("categories")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_cn", "text", (c) => c.notNull())
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
    .addColumn("title_en", "text", (c) => c.notNull())
    .addColumn("title_cn", "text", (c) => c.notNull())
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

  await db.schema
    .createTable("protocol_bodies")
    .addColumn("protocol_id", "integer", (c) => c.notNull().references("protocols.id").onDelete("cascade"))
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("protocol_bodies_pk", ["protocol_id", "lang"])
    .execute();

  await db.schema
    .createTable("protocol_authors")
    .addColumn("protocol_id", "integer", (c) => c.notNull().references("protocols.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_cn", "text")
    .addColumn("affiliations", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("orcid", "text")
    .addColumn("is_corresponding", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("email", "text")
    .addPrimaryKeyConstraint("protocol_authors_pk", ["protocol_id", "position"])
    .execute();

  await db.schema
    .createTable("protocol_categories")
    .addColumn("protocol_id", "integer", (c) => c.notNull().references("protocols.id").onDelete("cascade"))
    .addColumn("category_id", "integer", (c) => c.notNull().references("categories.id"))
    .addPrimaryKeyConstraint("protocol_categories_pk", ["protocol_id", "category_id"])
    .execute();
  await db.schema.createIndex("protocol_categories_category").on("protocol_categories").columns(["category_id", "protocol_id"]).execute();

  await id(db.schema.createTable("organisms"))
    .addColumn("name_en", "text", (c) => c.notNull().unique())
    .addColumn("name_cn", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("protocol_organisms")
    .addColumn("protocol_id", "integer", (c) => c.notNull().references("protocols.id").onDelete("cascade"))
    .addColumn("organism_id", "integer", (c) => c.notNull().references("organisms.id"))
    .addPrimaryKeyConstraint("protocol_organisms_pk", ["protocol_id", "organism_id"])
    .execute();
  await db.schema.createIndex("protocol_organisms_organism").on("protocol_organisms").columns(["organism_id", "protocol_id"]).execute();

  await db.schema
    .createTable("protocol_reviewers")
    .addColumn("protocol_id", "integer", (c) => c.notNull().references("protocols.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_cn", "text")
    .addColumn("affiliation", "text")
    .addPrimaryKeyConstraint("protocol_reviewers_pk", ["protocol_id", "position"])
    .execute();

  await db.schema
    .createTable("protocol_versions")
    .addColumn("protocol_id", "integer", (c) => c.notNull().references("protocols.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("published_on", "text", (c) => c.notNull())
    .addColumn("note_en", "text", (c) => c.notNull())
    .addColumn("note_cn", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("protocol_versions_pk", ["protocol_id", "version"])
    .execute();

  await db.schema
    .createTable("protocol_related")
    .addColumn("protocol_id", "integer", (c) => c.notNull().references("protocols.id").onDelete("cascade"))
    .addColumn("related_id", "integer", (c) => c.notNull().references("protocols.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("protocol_related_pk", ["protocol_id", "related_id"])
    .execute();

  // Usage: views per protocol per day, so "most read in the last 3 months" is a query.
  await db.schema
    .createTable("protocol_views_daily")
    .addColumn("protocol_id", "integer", (c) => c.notNull().references("protocols.id").onDelete("cascade"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("protocol_views_daily_pk", ["protocol_id", "day"])
    .execute();
  await db.schema.createIndex("protocol_views_daily_day").on("protocol_views_daily").columns(["day", "protocol_id"]).execute();

  // One row per visitor per protocol per day: the once-a-day view rule.
  await db.schema
    .createTable("protocol_view_visitors")
    .addColumn("protocol_id", "integer", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("visitor", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("protocol_view_visitors_pk", ["protocol_id", "day", "visitor"])
    .execute();

  // Citing works with their year, so "most cited in the last 5 years" is a query.
  await id(db.schema.createTable("citations"))
    .addColumn("protocol_id", "integer", (c) => c.notNull().references("protocols.id").onDelete("cascade"))
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("citing_title", "text", (c) => c.notNull())
    .addColumn("citing_journal", "text", (c) => c.notNull())
    .addColumn("citing_doi", "text")
    .execute();
  await db.schema.createIndex("citations_year_protocol").on("citations").columns(["year", "protocol_id"]).execute();
  await db.schema.createIndex("citations_protocol").on("citations").column("protocol_id").execute();

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

  await db.schema
    .createTable("advertisements")
    .addColumn("display_number", "integer", (c) => c.primaryKey())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("img_pc", "text", (c) => c.notNull())
    .addColumn("img_mobile", "text", (c) => c.notNull())
    .addColumn("title_cn", "text", (c) => c.notNull())
    .addColumn("title_en", "text", (c) => c.notNull())
    .addColumn("ad_page", "integer", (c) => c.notNull())
    .addColumn("ad_location", "integer", (c) => c.notNull())
    .addColumn("site_language", "integer", (c) => c.notNull())
    .addColumn("starts_on", "text", (c) => c.notNull())
    .addColumn("ends_on", "text")
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await id(db.schema.createTable("ad_events"))
    .addColumn("display_number", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('view', 'click')`))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("current_page", "text", (c) => c.notNull())
    .addColumn("from_url", "text")
    .addColumn("browser_uuid", "text")
    .addColumn("browser_info", "text")
    .addColumn("os", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("ad_events_day").on("ad_events").columns(["day", "display_number", "kind"]).execute();

  await id(db.schema.createTable("users"))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("full_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("first_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("middle_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("last_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("contact_email", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("affiliation", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("avatar_upload_id", "integer")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("is_editor", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await id(db.schema.createTable("sessions"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();

  // Single-use secrets: one-time log-in codes, password resets, e-mail sign-in links.
  await db.schema
    .createTable("user_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("purpose", "text", (c) => c.notNull().check(sql`purpose in ('once_code', 'password_reset')`))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();

  await id(db.schema.createTable("rate_limit_hits"))
    .addColumn("bucket", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limit_hits_bucket_at").on("rate_limit_hits").columns(["bucket", "at"]).execute();

  await db.schema
    .createTable("favourites")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("protocol_id", "integer", (c) => c.notNull().references("protocols.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("favourites_pk", ["user_id", "protocol_id"])
    .execute();

  await id(db.schema.createTable("questions"))
    .addColumn("protocol_id", "integer", (c) => c.references("protocols.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.unique())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("questions_protocol").on("questions").column("protocol_id").execute();
  await id(db.schema.createTable("answers"))
    .addColumn("question_id", "integer", (c) => c.notNull().references("questions.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.unique())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await id(db.schema.createTable("uploads"))
    .addColumn("storage_key", "text", (c) => c.notNull().unique())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("extension", "text", (c) => c.notNull())
    .addColumn("size_bytes", "integer", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await id(db.schema.createTable("subscriptions"))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("category_ids", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("confirm_token_hash", "text")
    .addColumn("unsubscribe_token", "text", (c) => c.notNull().unique())
    .addColumn("confirmed_at", "text")
    .addColumn("last_digest_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  // The forms: each row is one accepted submission; the idempotency key makes a retry a no-op.
  await id(db.schema.createTable("help_requests"))
    .addColumn("user_id", "integer", (c) => c.references("users.id"))
    .addColumn("email", "text")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("screenshot_upload_id", "integer", (c) => c.references("uploads.id"))
    .addColumn("page_url", "text")
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await id(db.schema.createTable("reviewer_applications"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("affiliation", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("research_areas", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("orcid", "text")
    .addColumn("cv_upload_id", "integer", (c) => c.notNull().references("uploads.id"))
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await id(db.schema.createTable("ambassador_applications"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("institution", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("degree", "text", (c) => c.notNull())
    .addColumn("motivation", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await id(db.schema.createTable("ambassadors"))
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_cn", "text", (c) => c.notNull())
    .addColumn("institution_en", "text", (c) => c.notNull())
    .addColumn("institution_cn", "text", (c) => c.notNull())
    .addColumn("country_en", "text", (c) => c.notNull())
    .addColumn("country_cn", "text", (c) => c.notNull())
    .addColumn("since_year", "integer", (c) => c.notNull())
    .addColumn("photo_url", "text", (c) => c.notNull())
    .execute();

  await id(db.schema.createTable("presubmission_inquiries"))
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("middle_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("department", "text", (c) => c.notNull())
    .addColumn("affiliation", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("is_corresponding", "integer", (c) => c.notNull())
    .addColumn("proposed_title", "text", (c) => c.notNull())
    .addColumn("validation_method", "text", (c) => c.notNull())
    .addColumn("doi_or_url", "text", (c) => c.notNull())
    .addColumn("draft_upload_id", "integer", (c) => c.references("uploads.id"))
    .addColumn("manuscript_status", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("invitations")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("used_at", "text")
    .execute();

  await id(db.schema.createTable("submissions"))
    .addColumn("route", "text", (c) => c.notNull().check(sql`route in ('invitation', 'self')`))
    .addColumn("invitation_code", "text", (c) => c.references("invitations.code"))
    .addColumn("user_id", "integer", (c) => c.references("users.id"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("authors", "text", (c) => c.notNull())
    .addColumn("category_id", "integer", (c) => c.notNull().references("categories.id"))
    .addColumn("cover_letter", "text", (c) => c.notNull())
    .addColumn("manuscript_upload_id", "integer", (c) => c.notNull().references("uploads.id"))
    .addColumn("waiver", "text", (c) => c.notNull().check(sql`waiver in ('none', 'full', 'partial')`))
    .addColumn("waiver_reason", "text")
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await id(db.schema.createTable("outbox_emails"))
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("sent_at", "text")
    .addColumn("error", "text")
    .execute();

  await id(db.schema.createTable("tracking_events"))
    .addColumn("point_number", "integer", (c) => c.notNull())
    .addColumn("point_value", "text", (c) => c.notNull())
    .addColumn("about_id", "text")
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("web", "integer", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("refer_url", "text")
    .addColumn("device", "text", (c) => c.notNull())
    .addColumn("browser", "text", (c) => c.notNull())
    .addColumn("browser_uuid", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("tracking_events_created").on("tracking_events").column("created_at").execute();

  await id(db.schema.createTable("client_error_reports"))
    .addColumn("error_url", "text", (c) => c.notNull())
    .addColumn("error_msg", "text", (c) => c.notNull())
    .addColumn("user_agent", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
}
