import type { Db } from "../db/client";
import type { ProtocolBody } from "../protocols/body";

/**
 * Writes the Chinese full text read from a file's translation sub-article (ADR 0097) as the protocol's
 * Chinese body, replacing the stored one. Called only when the file has one: a translation the journal added
 * to an imported protocol survives a re-import of a file without it.
 */
export async function saveImportedTranslation(db: Db, protocolId: number, body: ProtocolBody): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("protocol_bodies").where("protocol_id", "=", protocolId).where("lang", "=", "cn").execute();
    await trx
      .insertInto("protocol_bodies")
      .values({ protocol_id: protocolId, lang: "cn", body: JSON.stringify(body) })
      .execute();
  });
}
