import type { Db } from "../../db/client";
import { inPressProtocols } from "./in-press";

export interface AssignableProtocol {
  id: number;
  titleEn: string;
  titleCn: string | null;
  onlineOn: string | null;
}

/** In-press protocols no issue holds yet, oldest online first (the order they usually go into issues). */
export async function listAssignableProtocols(db: Db, limit = 500): Promise<AssignableProtocol[]> {
  const rows = await inPressProtocols(db)
    .where((eb) => eb.not(eb.exists(eb.selectFrom("issue_protocols").select("issue_protocols.id").whereRef("issue_protocols.protocol_id", "=", "protocols.id"))))
    .select(["protocols.id", "protocols.title_en", "protocols.title_cn", "protocols.online_on"])
    .orderBy("protocols.online_on")
    .orderBy("protocols.id")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, titleEn: r.title_en, titleCn: r.title_cn, onlineOn: r.online_on }));
}
