import type { Db } from "../../db/client";
import type { Selectable } from "kysely";
import type { ContentState, ProtocolKind, ShowcaseColumns } from "../../db/schema";
import { OFFICE_PROTOCOL_COLUMNS, officeProtocolOf, type OfficeProtocol } from "../office-protocol";

export interface EditorialCollectionProtocol extends OfficeProtocol {
  kind: ProtocolKind;
  /** 1-based place in the collection. */
  position: number;
}

/** A collection's or special issue's own fields (ADR 0106), as the editors' pages show them. */
export interface EditorialDetails {
  id: number;
  slug: string;
  titleEn: string;
  titleCn: string;
  descriptionEn: string;
  descriptionCn: string;
  coverUrl: string;
  state: ContentState;
}

export interface EditorialCollection extends EditorialDetails {
  protocols: EditorialCollectionProtocol[];
}

/** The shared fields of a `collections` or `special_issues` row. */
export function editorialDetailsOf(row: Selectable<ShowcaseColumns>): EditorialDetails {
  return {
    id: row.id,
    slug: row.slug,
    titleEn: row.title_en,
    titleCn: row.title_cn,
    descriptionEn: row.description_en,
    descriptionCn: row.description_cn,
    coverUrl: row.cover_url,
    state: row.state,
  };
}

/** One collection for the editors (ADR 0106), draft or published, with its protocols in order; null when none. */
export async function findEditorialCollection(db: Db, id: number): Promise<EditorialCollection | null> {
  const row = await db.selectFrom("collections").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const protocols = await db
    .selectFrom("collection_protocols")
    .innerJoin("protocols", "protocols.id", "collection_protocols.protocol_id")
    .select([...OFFICE_PROTOCOL_COLUMNS, "protocols.kind"])
    .where("collection_protocols.collection_id", "=", id)
    .orderBy("collection_protocols.position")
    .orderBy("collection_protocols.protocol_id")
    .execute();
  return {
    ...editorialDetailsOf(row),
    protocols: protocols.map((p, i) => ({ ...officeProtocolOf(p), kind: p.kind, position: i + 1 })),
  };
}
