import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { seenMove } from "../collections/collection-rules";
import { changeSpecialIssue } from "./lock-special-issue";
import { orderedListProtocols, renumberListProtocols, sectionList } from "../protocol-list-order";
import { sectionOf } from "./special-issue-queries";
import type { SpecialIssueChangeResult } from "./special-issue-result";

/** Moves a protocol one place up or down in its section (ADR 0106); `from` is the place the editor saw (else `stale`). */
export async function moveSectionProtocol(
  db: Db,
  id: number,
  sectionId: number,
  protocolId: number,
  from: number,
  direction: "up" | "down",
  actor: AuditActor,
): Promise<SpecialIssueChangeResult> {
  return changeSpecialIssue(db, id, async (trx) => {
    if (!(await sectionOf(trx, id, sectionId))) return { ok: false, reason: "not-found" } as const;
    const move = seenMove(await orderedListProtocols(trx, sectionList(sectionId)), (p) => p.id === protocolId, from, direction);
    if (!move) return { ok: false, reason: "stale" } as const;
    await renumberListProtocols(trx, sectionList(sectionId), move.order);
    await writeAuditEntry(trx, { actor, action: "edit", entityType: "special_issue", entityId: id, changes: { [`position:${protocolId}`]: [from, move.to] } });
    return { ok: true } as const;
  });
}
