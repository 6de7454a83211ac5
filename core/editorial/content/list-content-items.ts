import type { Db } from "../../db/client";
import type { ContentKind, ContentRow } from "./content-kind";
import { canMove, inPublicOrder } from "./content-order";
import { CONTENT_SPECS } from "./content-specs";
import { contentTables } from "./content-table";

export interface ContentListItem {
  row: ContentRow;
  /** 1-based place in the list (sent with a move: a stale or repeated move does nothing). */
  position: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
}

/** Every item of a kind, published or not, in the order of its public page, for the editors (ADR 0112). */
export async function listContentItems(db: Db, kind: ContentKind): Promise<ContentListItem[]> {
  const spec = CONTENT_SPECS[kind];
  const rows = (await contentTables(db).selectFrom(spec.table).selectAll().execute()) as ContentRow[];
  const ordered = inPublicOrder(spec, rows);
  return ordered.map((row, i) => ({
    row,
    position: i + 1,
    canMoveUp: canMove(spec, ordered, i + 1, "up"),
    canMoveDown: canMove(spec, ordered, i + 1, "down"),
  }));
}
