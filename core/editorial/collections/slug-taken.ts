import type { Db } from "../../db/client";

/** True when a collection other than `exceptId` has this slug (slugs are unique, ADR 0106). */
export async function slugTaken(db: Db, slug: string, exceptId: number | null): Promise<boolean> {
  let q = db.selectFrom("collections").select("id").where("slug", "=", slug);
  if (exceptId !== null) q = q.where("id", "<>", exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}
