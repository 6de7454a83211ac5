import type { ProtocolStatus } from "../db/schema";

/** What the office's pages of an issue, a collection and a special issue show of each protocol they hold. */
export interface OfficeProtocol {
  protocolId: number;
  status: ProtocolStatus;
  titleEn: string;
  titleCn: string | null;
  doi: string | null;
}

/** The `protocols` columns an OfficeProtocol is made from (by `officeProtocolOf`). */
export const OFFICE_PROTOCOL_COLUMNS = ["protocols.id", "protocols.status", "protocols.title_en", "protocols.title_cn", "protocols.doi"] as const;

export function officeProtocolOf(r: { id: number; status: ProtocolStatus; title_en: string; title_cn: string | null; doi: string | null }): OfficeProtocol {
  return { protocolId: r.id, status: r.status, titleEn: r.title_en, titleCn: r.title_cn, doi: r.doi };
}
