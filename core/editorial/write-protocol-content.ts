import type { Db } from "../db/client";
import { insertProtocolAuthors } from "../protocols/insert-protocol-authors";
import type { EditorialDraft } from "./draft-schema";

/**
 * Writes a draft's texts, authors, subjects and organisms for a protocol, replacing what it had: the one write
 * behind a new protocol and a new version (ADR 0099). Call it in the publishing transaction.
 */
export async function writeProtocolContent(db: Db, protocolId: number, draft: EditorialDraft): Promise<void> {
  for (const table of ["protocol_bodies", "protocol_authors", "protocol_categories", "protocol_organisms"] as const) {
    await db.deleteFrom(table).where("protocol_id", "=", protocolId).execute();
  }
  await db.insertInto("protocol_bodies").values({ protocol_id: protocolId, lang: "en", body: JSON.stringify(draft.body) }).execute();
  if (draft.bodyCn) {
    await db.insertInto("protocol_bodies").values({ protocol_id: protocolId, lang: "cn", body: JSON.stringify(draft.bodyCn) }).execute();
  }
  await insertProtocolAuthors(db, protocolId, draft.authors);
  if (draft.categoryIds.length) {
    await db
      .insertInto("protocol_categories")
      .values(draft.categoryIds.map((category_id) => ({ protocol_id: protocolId, category_id })))
      .execute();
  }
  for (const name of new Set(draft.organisms)) {
    const found = await db.selectFrom("organisms").select("id").where("name_en", "=", name).executeTakeFirst();
    const organismId =
      found?.id ?? (await db.insertInto("organisms").values({ name_en: name, name_cn: name }).returning("id").executeTakeFirstOrThrow()).id;
    await db.insertInto("protocol_organisms").values({ protocol_id: protocolId, organism_id: organismId }).execute();
  }
}

/** A draft's texts and dates as the `protocols` row stores them: the same for a new protocol and a new version. */
export function draftTextColumns(draft: EditorialDraft) {
  return {
    title_en: draft.titleEn,
    title_cn: draft.titleCn,
    abstract_en: draft.abstractEn,
    abstract_cn: draft.abstractCn,
    keywords_en: JSON.stringify(draft.keywordsEn),
    keywords_cn: JSON.stringify(draft.keywordsCn),
    received_on: draft.receivedOn,
    licence: draft.licence,
  };
}
