import type { Db } from "../../db/client";
import type { ContentKind, ContentRow } from "./content-kind";
import { CONTENT_SPECS } from "./content-specs";
import { contentTables } from "./content-table";

/** One item of a kind, published or not, for its office page (ADR 0112); null when there is none. */
export async function findContentItem(db: Db, kind: ContentKind, id: number): Promise<ContentRow | null> {
  const row = await contentTables(db).selectFrom(CONTENT_SPECS[kind].table).selectAll().where("id", "=", id).executeTakeFirst();
  return (row as ContentRow | undefined) ?? null;
}
