import type { Db } from "../db/client";
import type { DepositSelection } from "./select-deposit-targets";

/**
 * The notices a deposit covers (ADR 0104): a protocol's notices with the protocol, those dated on or after the day
 * with "since"; none with an issue (a notice is in no issue).
 */
export async function selectNoticeTargets(db: Db, selection: DepositSelection): Promise<number[]> {
  if ("issue" in selection) return [];
  let q = db.selectFrom("protocol_notices").select("id");
  q = "protocol" in selection ? q.where("protocol_id", "=", selection.protocol) : q.where("notice_on", ">=", selection.since);
  return (await q.orderBy("id").execute()).map((r) => r.id);
}
