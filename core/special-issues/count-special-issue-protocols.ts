import type { Db } from "../db/client";

/** How many protocols each special issue lists, over all its sections, by special issue id (none: not in the map). */
export async function countSpecialIssueProtocols(db: Db): Promise<Map<number, number>> {
  const counts = await db
    .selectFrom("special_issue_sections")
    .innerJoin("special_issue_section_protocols", "special_issue_section_protocols.section_id", "special_issue_sections.id")
    .select(["special_issue_sections.special_issue_id", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("special_issue_sections.special_issue_id")
    .execute();
  return new Map(counts.map((c) => [c.special_issue_id, Number(c.n)]));
}
