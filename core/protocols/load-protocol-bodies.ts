import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import type { ProtocolBody } from "./body";

/**
 * Every full text a protocol has, by language (English, and Chinese where the journal has a translation).
 * Bodies are validated when they are written (ADR 0007), so reading them is a plain JSON parse.
 */
export async function loadProtocolBodies(db: Db, protocolId: number): Promise<Partial<Record<Lang, ProtocolBody>>> {
  const rows = await db.selectFrom("protocol_bodies").select(["lang", "body"]).where("protocol_id", "=", protocolId).execute();
  const bodies: Partial<Record<Lang, ProtocolBody>> = {};
  for (const row of rows) if (row.lang === "en" || row.lang === "cn") bodies[row.lang] = JSON.parse(row.body) as ProtocolBody;
  return bodies;
}
