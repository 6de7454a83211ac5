import type { Db } from "../../db/client";

/** The newest online date of a special issue's protocols (null when it has none): its date may not come before it. */
export async function newestOnlineOn(db: Db, id: number): Promise<string | null> {
  const row = await db
    .selectFrom("special_issue_section_protocols")
    .innerJoin("special_issue_sections", "special_issue_sections.id", "special_issue_section_protocols.section_id")
    .innerJoin("protocols", "protocols.id", "special_issue_section_protocols.protocol_id")
    .select((eb) => eb.fn.max("protocols.online_on").as("newest"))
    .where("special_issue_sections.special_issue_id", "=", id)
    .executeTakeFirst();
  return (row?.newest as string | null | undefined) ?? null;
}

/** The section (its id and titles), when it belongs to the special issue. */
export async function sectionOf(db: Db, id: number, sectionId: number): Promise<{ id: number; title_en: string; title_cn: string } | undefined> {
  return db
    .selectFrom("special_issue_sections")
    .select(["id", "title_en", "title_cn"])
    .where("id", "=", sectionId)
    .where("special_issue_id", "=", id)
    .executeTakeFirst();
}
