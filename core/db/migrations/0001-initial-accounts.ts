import { sql, type Kysely } from "kysely";
import { notNullText, utcNowDefault, withId, type Dialect } from "./helpers";

/**
 * Migration 0001's accounts: users, sessions, single-use tokens, rate limits, favourites, questions and answers.
 * Frozen with it: only 0001-initial.ts imports this file, and a migration once applied never changes.
 */
export async function createAccountTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = withId(dialect);
  const now = utcNowDefault(dialect);

  await id(db.schema.createTable("users"))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .$call(notNullText("username", "password_hash"))
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
    .$call(notNullText("bucket", "at"))
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
    .$call(notNullText("title", "description"))
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
}
