import type { Db } from "../../db/client";

/** The protocols an issue can take (SPEC §4 "in press"): journal protocols online, not yet in an issue. */
export const ASSIGNABLE_STATUSES = ["in_press", "corrected_proof"] as const;

/** The protocols table narrowed to those; the caller adds that no issue holds them yet. */
export function inPressProtocols(db: Db) {
  return db
    .selectFrom("protocols")
    .where("protocols.kind", "=", "bp")
    .where("protocols.status", "in", ASSIGNABLE_STATUSES)
    .where("protocols.issue_id", "is", null);
}
