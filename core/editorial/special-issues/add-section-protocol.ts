import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { changeSpecialIssue } from "./lock-special-issue";
import { orderedListProtocols, sectionList } from "../protocol-list-order";
import { sectionOf } from "./special-issue-queries";
import type { SpecialIssueChangeResult } from "./special-issue-result";

/**
 * Adds a protocol online at the end of a section (ADR 0106), once per special issue. In a published special issue
 * a protocol that went online after its date is refused (`early`, issue 17: never dated before its protocols).
 */
export async function addSectionProtocol(db: Db, id: number, sectionId: number, protocolId: number, actor: AuditActor): Promise<SpecialIssueChangeResult> {
  return changeSpecialIssue(db, id, async (trx, issue) => {
    if (!(await sectionOf(trx, id, sectionId))) return { ok: false, reason: "not-found" } as const;
    const protocol = await trx.selectFrom("protocols").select(["online_on"]).where("id", "=", protocolId).executeTakeFirst();
    if (!protocol) return { ok: false, reason: "unknown" } as const;
    if (!protocol.online_on) return { ok: false, reason: "offline" } as const;
    if (issue.state === "published" && protocol.online_on > issue.publishedOn) return { ok: false, reason: "early" } as const;
    const present = await trx
      .selectFrom("special_issue_section_protocols")
      .innerJoin("special_issue_sections", "special_issue_sections.id", "special_issue_section_protocols.section_id")
      .select("special_issue_section_protocols.protocol_id")
      .where("special_issue_sections.special_issue_id", "=", id)
      .where("special_issue_section_protocols.protocol_id", "=", protocolId)
      .executeTakeFirst();
    if (present) return { ok: false, reason: "already" } as const;
    const count = (await orderedListProtocols(trx, sectionList(sectionId))).length;
    await trx.insertInto("special_issue_section_protocols").values({ section_id: sectionId, protocol_id: protocolId, position: count + 1 }).execute();
    await writeAuditEntry(trx, { actor, action: "edit", entityType: "special_issue", entityId: id, changes: { [`added:${sectionId}`]: [null, protocolId] } });
    return { ok: true } as const;
  });
}
