import type { Db } from "../db/client";
import type { DetailAuthor } from "./protocol-detail";

/** An author as the protocol page reads one back (the importer's and the drafts' authors have this shape). */
export type ProtocolAuthorInput = DetailAuthor;

/** Writes a protocol's author list in order (the importer and the editors' publishing use it). */
export async function insertProtocolAuthors(db: Db, protocolId: number, authors: readonly ProtocolAuthorInput[]): Promise<void> {
  if (!authors.length) return;
  await db
    .insertInto("protocol_authors")
    .values(
      authors.map((a, i) => ({
        protocol_id: protocolId,
        position: i + 1,
        name_en: a.nameEn,
        name_cn: a.nameCn,
        affiliations: JSON.stringify(a.affiliations),
        orcid: a.orcid,
        is_corresponding: a.corresponding ? 1 : 0,
        email: a.email,
      })),
    )
    .execute();
}
