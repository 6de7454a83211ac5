import { sql } from "kysely";
import type { Db } from "../db/client";
import type { ProtocolKind } from "../db/schema";

/** Harvestable records are published protocols and preprints (ADR 0087); their datestamp is updated_at. */
export interface HarvestFilter {
  kind?: ProtocolKind;
  categoryId?: number;
  /** Inclusive bounds on the stored datestamp. */
  from?: string;
  until?: string;
  /** Keyset cursor: only records after this (datestamp, id). */
  after?: { datestamp: string; id: number };
}

export interface HarvestHead {
  id: number;
  kind: ProtocolKind;
  datestamp: string;
  categoryIds: number[];
}

function harvestable(db: Db) {
  return db.selectFrom("protocols").where("protocols.status", "=", "published");
}

/**
 * One page of record headers in (datestamp, id) order, read through the (status, updated_at, id) index
 * from the cursor on: the cost of a page does not grow with how far the harvest has gone.
 */
export async function listHarvestRecords(db: Db, filter: HarvestFilter, limit: number): Promise<HarvestHead[]> {
  let q = harvestable(db).select(["protocols.id", "protocols.kind", "protocols.updated_at"]);
  if (filter.kind) q = q.where("protocols.kind", "=", filter.kind);
  if (filter.categoryId !== undefined) {
    const categoryId = filter.categoryId;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom("protocol_categories")
          .select(sql`1`.as("one"))
          .whereRef("protocol_categories.protocol_id", "=", "protocols.id")
          .where("protocol_categories.category_id", "=", categoryId),
      ),
    );
  }
  if (filter.from) q = q.where("protocols.updated_at", ">=", filter.from);
  if (filter.until) q = q.where("protocols.updated_at", "<=", filter.until);
  if (filter.after) {
    const { datestamp, id } = filter.after;
    // Spelled ">= d and (> d or id > i)", not "> d or (= d and id > i)": with bound parameters SQLite reads the
    // OR form from the start of the index, 150 ms a page 477,000 records in (ADR 0095); this form seeks.
    q = q
      .where("protocols.updated_at", ">=", datestamp)
      .where((eb) => eb.or([eb("protocols.updated_at", ">", datestamp), eb("protocols.id", ">", id)]));
  }
  const rows = await q.orderBy("protocols.updated_at").orderBy("protocols.id").limit(limit).execute();
  const categories = await listCategoryIds(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ id: r.id, kind: r.kind, datestamp: r.updated_at, categoryIds: categories.get(r.id) ?? [] }));
}

/** One harvestable record's header, or null when there is no such published record. */
export async function findHarvestRecord(db: Db, id: number): Promise<HarvestHead | null> {
  const row = await harvestable(db).select(["protocols.id", "protocols.kind", "protocols.updated_at"]).where("protocols.id", "=", id).executeTakeFirst();
  if (!row) return null;
  const categories = await listCategoryIds(db, [row.id]);
  return { id: row.id, kind: row.kind, datestamp: row.updated_at, categoryIds: categories.get(row.id) ?? [] };
}

/** The oldest datestamp in the repository (Identify's earliestDatestamp), or null when it is empty. */
export async function findEarliestDatestamp(db: Db): Promise<string | null> {
  const row = await harvestable(db).select("protocols.updated_at").orderBy("protocols.updated_at").limit(1).executeTakeFirst();
  return row?.updated_at ?? null;
}

async function listCategoryIds(db: Db, ids: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom("protocol_categories")
    .select(["protocol_id", "category_id"])
    .where("protocol_id", "in", ids)
    .orderBy("protocol_id")
    .orderBy("category_id")
    .execute();
  for (const r of rows) out.set(r.protocol_id, [...(out.get(r.protocol_id) ?? []), r.category_id]);
  return out;
}
