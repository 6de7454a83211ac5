import type { Db } from "../../db/client";

/** The tables whose rows have a slug of their own: collections and special issues (ADR 0106). */
export type SlugTable = "collections" | "special_issues";

/** True when a row of `table` other than `exceptId` has this slug (slugs are unique, ADR 0106). */
export async function slugTaken(db: Db, table: SlugTable, slug: string, exceptId: number | null): Promise<boolean> {
  let q = db.selectFrom(table).select("id").where("slug", "=", slug);
  if (exceptId !== null) q = q.where("id", "<>", exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/**
 * Runs `write`, a transaction that stores `slug`. Two editors may take the same slug at once: the unique index
 * refuses the second, and that failure answers `slug` like the check inside the transaction.
 */
export async function refusingTakenSlug<T>(
  db: Db,
  table: SlugTable,
  slug: string,
  exceptId: number | null,
  write: () => Promise<T>,
): Promise<T | { ok: false; reason: "slug" }> {
  try {
    return await write();
  } catch (error) {
    if (await slugTaken(db, table, slug, exceptId)) return { ok: false, reason: "slug" };
    throw error;
  }
}
