import type { Db } from "../db/client";
import { writePlaces } from "./collections/collection-rules";

/**
 * An ordered list of protocols made in the office: a collection's or a special issue section's (ADR 0106), or a
 * scheduled issue's table of contents (ADR 0100). Each is read by position then protocol id (the seed's positions may
 * start at 0 or tie) and written back as 1..n.
 */
export type ProtocolList =
  | { table: "collection_protocols"; owner: "collection_id"; id: number }
  | { table: "special_issue_section_protocols"; owner: "section_id"; id: number }
  | { table: "issue_protocols"; owner: "issue_id"; id: number };

export const collectionList = (id: number): ProtocolList => ({ table: "collection_protocols", owner: "collection_id", id });
export const sectionList = (sectionId: number): ProtocolList => ({ table: "special_issue_section_protocols", owner: "section_id", id: sectionId });
export const issueList = (issueId: number): ProtocolList => ({ table: "issue_protocols", owner: "issue_id", id: issueId });

/** The list's protocols in order, each with the position it has now. */
export function orderedListProtocols(trx: Db, list: ProtocolList): Promise<{ id: number; position: number }[]> {
  return trx
    .selectFrom(list.table)
    .select(["protocol_id as id", "position"])
    .where(list.owner, "=", list.id)
    .orderBy("position")
    .orderBy("protocol_id")
    .execute();
}

/** Writes positions 1..n in the given order (only the rows whose position changes). */
export function renumberListProtocols(trx: Db, list: ProtocolList, order: readonly { id: number; position: number }[]): Promise<void> {
  return writePlaces(
    order,
    (p) => p.position,
    (p, position) => trx.updateTable(list.table).set({ position }).where(list.owner, "=", list.id).where("protocol_id", "=", p.id).execute(),
  );
}

/** Takes a protocol out of the list and closes the gap; false when it was not in it (a stale page). */
export async function removeListProtocol(trx: Db, list: ProtocolList, protocolId: number): Promise<boolean> {
  const removed = await trx.deleteFrom(list.table).where(list.owner, "=", list.id).where("protocol_id", "=", protocolId).executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) return false;
  await renumberListProtocols(trx, list, await orderedListProtocols(trx, list));
  return true;
}
