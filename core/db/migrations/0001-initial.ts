import type { Kysely } from "kysely";
import type { Dialect } from "./helpers";
import { createAccountTables } from "./0001-initial-accounts";
import { createAdTables } from "./0001-initial-ads";
import { createFormTables } from "./0001-initial-forms";
import { createProtocolTables } from "./0001-initial-protocols";
import { createReadershipTables } from "./0001-initial-readership";
import { createShowcaseTables } from "./0001-initial-showcase";
import { createSiteRecordTables } from "./0001-initial-site-records";

/**
 * The whole product's schema. Portable types only: integer, text (dates as 'YYYY-MM-DD', instants as
 * ISO-8601 UTC text, JSON as text), booleans as 0/1 integers. Full-text search tables are
 * dialect-specific and live in their own migration.
 * The tables are made by area, one frozen module each (0001-initial-*.ts), in this order: a later area's
 * foreign keys name an earlier one's tables.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await createProtocolTables(db, dialect);
  await createReadershipTables(db, dialect);
  await createShowcaseTables(db, dialect);
  await createAdTables(db, dialect);
  await createAccountTables(db, dialect);
  await createFormTables(db, dialect);
  await createSiteRecordTables(db, dialect);
}
