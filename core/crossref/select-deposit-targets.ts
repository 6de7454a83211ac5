import type { Db } from "../db/client";
import type { ProtocolKind } from "../db/schema";

/** What to deposit: one protocol, one issue's protocols, or everything published since a day. */
export type DepositSelection = { protocol: number } | { issue: number } | { since: string };

/**
 * The ids of the protocols a deposit covers, journal protocols first (by issue), then preprints. "Since" takes
 * a protocol whose online date or print (issue) date is on or after the day, so an article that was deposited
 * while in press is deposited again when its issue comes out, now with the issue and print date.
 */
export async function selectDepositTargets(db: Db, selection: DepositSelection): Promise<{ id: number; kind: ProtocolKind }[]> {
  let q = db.selectFrom("protocols").select(["id", "kind", "issue_id"]);
  if ("protocol" in selection) q = q.where("id", "=", selection.protocol);
  else if ("issue" in selection) q = q.where("issue_id", "=", selection.issue).where("kind", "=", "bp");
  else q = q.where((eb) => eb.or([eb("online_on", ">=", selection.since), eb("published_on", ">=", selection.since)]));
  const rows = await q.orderBy("kind").orderBy("issue_id").orderBy("id").execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind }));
}
