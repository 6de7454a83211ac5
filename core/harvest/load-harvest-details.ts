import type { Db } from "../db/client";
import { findProtocolDetail } from "../protocols/find-protocol-detail";
import type { ProtocolDetail } from "../protocols/protocol-detail";

/** Loads the details of a page of records: what renderOaiMetadata needs, keyed by protocol id. */
export type HarvestDetailLoader = (db: Db, ids: number[]) => Promise<Map<number, ProtocolDetail>>;

/**
 * One record at a time, as before ADR 0095: `npm run bench:harvest`'s baseline, and the test's check that a
 * page of records loads exactly as each record alone.
 */
export const loadHarvestDetailsOneByOne: HarvestDetailLoader = async (db, ids) => {
  const out = new Map<number, ProtocolDetail>();
  for (const id of ids) {
    const detail = await findProtocolDetail(db, id);
    if (detail) out.set(id, detail);
  }
  return out;
};
