import type { Db } from "../../db/client";
import { OFFICE_PROTOCOL_COLUMNS, officeProtocolOf, type OfficeProtocol } from "../office-protocol";
import { editorialDetailsOf, type EditorialDetails } from "../collections/find-editorial-collection";
import type { PersonRole } from "./special-issue-forms";

export interface EditorialSectionProtocol extends OfficeProtocol {
  onlineOn: string | null;
  /** 1-based place in the section. */
  position: number;
}

export interface EditorialSpecialIssue extends EditorialDetails {
  publishedOn: string;
  sections: { id: number; titleEn: string; titleCn: string; position: number; protocols: EditorialSectionProtocol[] }[];
  /** In order; `position` is the 1-based place within the role. */
  people: { id: number; role: PersonRole; nameEn: string; nameCn: string; affiliationEn: string; affiliationCn: string; position: number }[];
}

/** One special issue for the editors (ADR 0106), draft or published, with its sections, protocols and people. */
export async function findEditorialSpecialIssue(db: Db, id: number): Promise<EditorialSpecialIssue | null> {
  const row = await db.selectFrom("special_issues").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const [sections, links, people] = await Promise.all([
    db.selectFrom("special_issue_sections").selectAll().where("special_issue_id", "=", id).orderBy("position").orderBy("id").execute(),
    db
      .selectFrom("special_issue_section_protocols")
      .innerJoin("special_issue_sections", "special_issue_sections.id", "special_issue_section_protocols.section_id")
      .innerJoin("protocols", "protocols.id", "special_issue_section_protocols.protocol_id")
      .select([...OFFICE_PROTOCOL_COLUMNS, "special_issue_section_protocols.section_id", "protocols.online_on"])
      .where("special_issue_sections.special_issue_id", "=", id)
      .orderBy("special_issue_section_protocols.position")
      .orderBy("special_issue_section_protocols.protocol_id")
      .execute(),
    db.selectFrom("special_issue_people").selectAll().where("special_issue_id", "=", id).orderBy("position").orderBy("id").execute(),
  ]);
  const placeInRole = new Map<string, number>();
  return {
    ...editorialDetailsOf(row),
    publishedOn: row.published_on,
    sections: sections.map((s, i) => ({
      id: s.id,
      titleEn: s.title_en,
      titleCn: s.title_cn,
      position: i + 1,
      protocols: links
        .filter((l) => l.section_id === s.id)
        .map((l, j) => ({ ...officeProtocolOf(l), onlineOn: l.online_on, position: j + 1 })),
    })),
    people: people.map((p) => {
      const position = (placeInRole.get(p.role) ?? 0) + 1;
      placeInRole.set(p.role, position);
      return { id: p.id, role: p.role, nameEn: p.name_en, nameCn: p.name_cn, affiliationEn: p.affiliation_en, affiliationCn: p.affiliation_cn, position };
    }),
  };
}
