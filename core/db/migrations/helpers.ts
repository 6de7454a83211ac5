import { sql, type CreateTableBuilder, type Kysely, type RawBuilder } from "kysely";

export type Dialect = "sqlite" | "postgres";

/** An auto-numbered integer primary key: the one column type the two dialects spell differently. */
export function withId<T extends string>(dialect: Dialect) {
  return (table: CreateTableBuilder<T, never>): CreateTableBuilder<T, "id"> =>
    dialect === "postgres"
      ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

/**
 * A column default of the current instant as ISO-8601 UTC text with milliseconds ('2026-11-28T22:52:20.960Z'), the
 * form every instant is stored in; each engine spells it its own way. Frozen: the migrations' schema depends on it.
 */
export function utcNowDefault(dialect: Dialect): RawBuilder<unknown> {
  return dialect === "postgres"
    ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
}

export interface MigrationModule {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}
