import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import type { CollectionChangeResult } from "./add-protocol-to-collection";
import { seenMove, writePlaces } from "./collection-rules";

/**
 * Moves a collection one place up or down among the collections (the order of the public list and the home
 * page, ADR 0106), then numbers them 1..n. `from` is the 1-based place the editor saw: stale when it changed.
 */
export async function moveCollection(db: Db, id: number, from: number, direction: "up" | "down", actor: AuditActor): Promise<CollectionChangeResult> {
  return db.transaction().execute(async (trx) => {
    // Every collection's row, so two editors' moves happen one after another.
    const rows = await trx
      .updateTable("collections")
      .set((eb) => ({ sort_order: eb.ref("sort_order") }))
      .returning(["id", "sort_order"])
      .execute();
    rows.sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
    const move = seenMove(rows, (r) => r.id === id, from, direction);
    if (!move) return { ok: false, reason: "stale" } as const;
    await writePlaces(
      move.order,
      (c) => c.sort_order,
      (c, place) => trx.updateTable("collections").set({ sort_order: place }).where("id", "=", c.id).execute(),
    );
    await writeAuditEntry(trx, { actor, action: "edit", entityType: "collection", entityId: id, changes: { position: [from, move.to] } });
    return { ok: true } as const;
  });
}
