import type { Kysely } from "kysely";
import { addNotNullColumn, type Dialect } from "./helpers";

/**
 * Ads made and paused in the editorial office (ADR 0113): `paused` is 1 while an editor has stopped an ad (the
 * public display leaves it out whatever its dates), 0 otherwise. Every ad so far came from the seed and runs,
 * which the default records. Plain SQL and literals only: a migration never imports live code.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await addNotNullColumn(db, "advertisements", "paused", "integer", 0);
}
