import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import type { ProtocolBody } from "./body";

/**
 * The body of a protocol in the page's language, or the English body when there is no translation
 * (`lang` says which one it is); null when the protocol has no body. Bodies are validated when they are
 * written (ADR 0007), so reading them is a plain JSON parse.
 */
export async function loadProtocolBody(db: Db, protocolId: number, lang: Lang): Promise<{ body: ProtocolBody; lang: Lang } | null> {
  const rows = await db
    .selectFrom("protocol_bodies")
    .select(["lang", "body"])
    .where("protocol_id", "=", protocolId)
    .where("lang", "in", lang === "en" ? ["en"] : [lang, "en"])
    .execute();
  const row = rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === "en");
  if (!row) return null;
  return { body: JSON.parse(row.body) as ProtocolBody, lang: row.lang === "cn" ? "cn" : "en" };
}
