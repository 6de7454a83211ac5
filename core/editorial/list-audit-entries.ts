import type { Db } from "../db/client";
import { pageOfRows } from "../protocols/paging";
import type { FieldChanges } from "./write-audit-entry";

export interface AuditEntryRow {
  id: number;
  at: string;
  actor: string;
  action: string;
  entityType: string;
  entityId: string;
  changes: FieldChanges;
}

/** The audit log, newest first, a page at a time; optionally one entity's history. */
export async function listAuditEntries(
  db: Db,
  options: { page: number; entity?: { type: string; id: string } },
): Promise<{ rows: AuditEntryRow[]; total: number }> {
  let q = db.selectFrom("audit_log");
  if (options.entity) q = q.where("entity_type", "=", options.entity.type).where("entity_id", "=", options.entity.id);
  return pageOfRows(
    q,
    options.page,
    (page) => page.selectAll().orderBy("id", "desc"),
    (r) => ({
      id: r.id,
      at: r.at,
      actor: r.actor,
      action: r.action,
      entityType: r.entity_type,
      entityId: r.entity_id,
      changes: JSON.parse(r.changes) as FieldChanges,
    }),
  );
}
