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
 * Plain NOT NULL text columns, added in the order named (for `.$call`): most of migration 0001's columns (titles,
 * names and texts in both languages) are these. Frozen: the migrations' schema depends on it.
 */
export function notNullText<N extends string>(...names: N[]) {
  return <T extends string, C extends string>(table: CreateTableBuilder<T, C>): CreateTableBuilder<T, C | N> =>
    names.reduce<CreateTableBuilder<T, C | N>>((t, name) => t.addColumn(name, "text", (c) => c.notNull()), table);
}

/**
 * An ordered list of protocols that belongs to one row of `owner` (a collection's, a special issue section's, a
 * protocol's related protocols): the owner's id, the protocol's (`item`), a position; a row goes when either side
 * does. Frozen: the migrations' schema depends on it.
 */
export function createProtocolListTable(
  db: Kysely<unknown>,
  table: string,
  owner: { column: string; table: string },
  item = "protocol_id",
): Promise<void> {
  return db.schema
    .createTable(table)
    .addColumn(owner.column, "integer", (c) => c.notNull().references(`${owner.table}.id`).onDelete("cascade"))
    .addColumn(item, "integer", (c) => c.notNull().references("protocols.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint(`${table}_pk`, [owner.column, item])
    .execute();
}

/**
 * Adds a NOT NULL column with a default to an existing table (the rows it has get the default): how a later
 * migration adds a required column. Frozen: the migrations' schema depends on it.
 */
export function addNotNullColumn(
  db: Kysely<unknown>,
  table: string,
  column: string,
  type: "text" | "integer",
  value: string | number,
): Promise<void> {
  return db.schema
    .alterTable(table)
    .addColumn(column, type, (c) => c.notNull().defaultTo(value))
    .execute();
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
