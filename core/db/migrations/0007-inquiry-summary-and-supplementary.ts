import type { Kysely } from "kysely";
import { addNotNullColumn, type Dialect } from "./helpers";

/**
 * Issue 19 item 12: the pre-submission inquiry asks for the subject category and a short summary, and a
 * submission may carry one supplementary file (ADR 0093). Inquiries stored before
 * this migration have no category (null) and an empty summary.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable("presubmission_inquiries")
    .addColumn("subject_category_id", "integer", (c) => c.references("categories.id"))
    .execute();
  await addNotNullColumn(db, "presubmission_inquiries", "summary", "text", "");
  await db.schema
    .alterTable("submissions")
    .addColumn("supplementary_upload_id", "integer", (c) => c.references("uploads.id"))
    .execute();
}
