import type { CreateTableBuilder, Kysely } from "kysely";

export type Dialect = "sqlite" | "postgres";

/** An auto-numbered integer primary key: the one column type the two dialects spell differently. */
export function withId<T extends string>(dialect: Dialect) {
  return (table: CreateTableBuilder<T, never>): CreateTableBuilder<T, "id"> =>
    dialect === "postgres"
      ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

export interface MigrationModule {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}
