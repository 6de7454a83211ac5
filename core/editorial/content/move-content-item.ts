import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import type { ContentKind, ContentRow } from "./content-kind";
import { canMove, inPublicOrder } from "./content-order";
import type { ContentChangeResult } from "./content-refusal";
import { CONTENT_SPECS } from "./content-specs";
import { contentTables } from "./content-table";

/**
 * Moves an item one place up or down within its group (ADR 0112): a FAQ within its topic, a board member within
 * the board's role, a partner among the partners; then numbers the kind's rows 1..n in the public order.
 * `from` is the 1-based place the editor saw: `stale` when it changed, or when the row cannot move that way.
 */
export async function moveContentItem(db: Db, kind: ContentKind, id: number, from: number, direction: "up" | "down", actor: AuditActor): Promise<ContentChangeResult> {
  const spec = CONTENT_SPECS[kind];
  if (!spec.order.manual) return { ok: false, reason: "stale" };
  return db.transaction().execute(async (trx) => {
    const tables = contentTables(trx);
    // Every row of the kind, so two editors' moves happen one after another.
    const rows = (await tables.updateTable(spec.table).set((eb) => ({ sort_order: eb.ref("sort_order") })).returningAll().execute()) as ContentRow[];
    const ordered = inPublicOrder(spec, rows);
    if (ordered[from - 1]?.id !== id || !canMove(spec, ordered, from, direction)) return { ok: false, reason: "stale" } as const;
    const to = direction === "up" ? from - 1 : from + 1;
    [ordered[from - 1], ordered[to - 1]] = [ordered[to - 1]!, ordered[from - 1]!];
    for (const [i, row] of ordered.entries()) {
      if (row.sort_order !== i + 1) await tables.updateTable(spec.table).set({ sort_order: i + 1 }).where("id", "=", row.id).execute();
    }
    await writeAuditEntry(trx, { actor, action: "edit", entityType: spec.entity, entityId: id, changes: { position: [from, to] } });
    return { ok: true, id } as const;
  });
}
