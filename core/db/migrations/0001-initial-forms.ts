import { sql, type Kysely } from "kysely";
import { notNullText, utcNowDefault, withId, type Dialect } from "./helpers";

/**
 * Migration 0001's form tables: uploads, alert subscriptions, help requests, reviewer and ambassador
 * applications, the listed ambassadors, pre-submission inquiries, invitations and submissions.
 * Frozen with it: only 0001-initial.ts imports this file, and a migration once applied never changes.
 */
export async function createFormTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = withId(dialect);
  const now = utcNowDefault(dialect);

  await id(db.schema.createTable("uploads"))
    .addColumn("storage_key", "text", (c) => c.notNull().unique())
    .$call(notNullText("original_name", "extension"))
    .addColumn("size_bytes", "integer", (c) => c.notNull())
    .$call(notNullText("sha256", "purpose"))
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
    .$call(notNullText("name", "email", "affiliation", "country"))
    .addColumn("research_areas", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("orcid", "text")
    .addColumn("cv_upload_id", "integer", (c) => c.notNull().references("uploads.id"))
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await id(db.schema.createTable("ambassador_applications"))
    .$call(notNullText("name", "email", "institution", "country", "degree", "motivation", "language"))
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await id(db.schema.createTable("ambassadors"))
    .$call(notNullText("name_en", "name_cn", "institution_en", "institution_cn", "country_en", "country_cn"))
    .addColumn("since_year", "integer", (c) => c.notNull())
    .addColumn("photo_url", "text", (c) => c.notNull())
    .execute();

  await id(db.schema.createTable("presubmission_inquiries"))
    .$call(
      notNullText(
        "first_name",
        "middle_name",
        "last_name",
        "department",
        "affiliation",
        "city",
        "country",
        "email",
      ),
    )
    .addColumn("is_corresponding", "integer", (c) => c.notNull())
    .$call(notNullText("proposed_title", "validation_method", "doi_or_url"))
    .addColumn("draft_upload_id", "integer", (c) => c.references("uploads.id"))
    .$call(notNullText("manuscript_status", "language"))
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
    .$call(notNullText("email", "title", "authors"))
    .addColumn("category_id", "integer", (c) => c.notNull().references("categories.id"))
    .addColumn("cover_letter", "text", (c) => c.notNull())
    .addColumn("manuscript_upload_id", "integer", (c) => c.notNull().references("uploads.id"))
    .addColumn("waiver", "text", (c) => c.notNull().check(sql`waiver in ('none', 'full', 'partial')`))
    .addColumn("waiver_reason", "text")
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
}
