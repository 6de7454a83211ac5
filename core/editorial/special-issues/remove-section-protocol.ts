import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { changeSpecialIssue } from "./lock-special-issue";
import { orderedListProtocols, renumberListProtocols, sectionList } from "../protocol-list-order";
import { sectionOf } from "./special-issue-queries";
import type { SpecialIssueChangeResult } from "./special-issue-result";

/** Takes a protocol out of a section and closes the gap (ADR 0106). */
export async function removeSectionProtocol(db: Db, id: number, sectionId: number, protocolId: number, actor: AuditActor): Promise<SpecialIssueChangeResult> {
  return changeSpecialIssue(db, id, async (trx) => {
    if (!(await sectionOf(trx, id, sectionId))) return { ok: false, reason: "not-found" } as const;
    const row = await trx
      .deleteFrom("special_issue_section_protocols")
      .where("section_id", "=", sectionId)
      .where("protocol_id", "=", protocolId)
      .returning("position")
      .executeTakeFirst();
    if (!row) return { ok: false, reason: "stale" } as const;
    await renumberListProtocols(trx, sectionList(sectionId), await orderedListProtocols(trx, sectionList(sectionId)));
    await writeAuditEntry(trx, { actor, action: "edit", entityType: "special_issue", entityId: id, changes: { [`removed:${sectionId}`]: [protocolId, null] } });
    return { ok: true } as const;
  });
}
