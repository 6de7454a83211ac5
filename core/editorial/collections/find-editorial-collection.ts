import type { Db } from "../../db/client";
import type { Selectable } from "kysely";
import type { ContentState, ProtocolKind, ProtocolStatus, ShowcaseColumns } from "../../db/schema";

export interface EditorialCollectionProtocol {
  protocolId: number;
  kind: ProtocolKind;
  status: ProtocolStatus;
  titleEn: string;
  titleCn: string | null;
  doi: string | null;
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
    .select(["protocols.id", "protocols.kind", "protocols.status", "protocols.title_en", "protocols.title_cn", "protocols.doi"])
    .where("collection_protocols.collection_id", "=", id)
    .orderBy("collection_protocols.position")
    .orderBy("collection_protocols.protocol_id")
    .execute();
  return {
    ...editorialDetailsOf(row),
    protocols: protocols.map((p, i) => ({
      protocolId: p.id,
      kind: p.kind,
      status: p.status,
      titleEn: p.title_en,
      titleCn: p.title_cn,
      doi: p.doi,
      position: i + 1,
    })),
  };
}
