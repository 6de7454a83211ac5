import type { Db } from "../../db/client";
import type { ContentState } from "../../db/schema";

export interface EditorialSpecialIssueSummary {
  id: number;
  slug: string;
  titleEn: string;
  titleCn: string;
  publishedOn: string;
  state: ContentState;
  protocolCount: number;
}

/** Every special issue, draft or published, newest first (the public order), for the editors (ADR 0106). */
export async function listEditorialSpecialIssues(db: Db): Promise<EditorialSpecialIssueSummary[]> {
  const [rows, counts] = await Promise.all([
    db
      .selectFrom("special_issues")
      .select(["id", "slug", "title_en", "title_cn", "published_on", "state"])
      .orderBy("published_on", "desc")
      .orderBy("id", "desc")
      .execute(),
    db
      .selectFrom("special_issue_sections")
      .innerJoin("special_issue_section_protocols", "special_issue_section_protocols.section_id", "special_issue_sections.id")
      .select(["special_issue_sections.special_issue_id", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("special_issue_sections.special_issue_id")
      .execute(),
  ]);
  const countById = new Map(counts.map((c) => [c.special_issue_id, Number(c.n)]));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    titleEn: r.title_en,
    titleCn: r.title_cn,
    publishedOn: r.published_on,
    state: r.state,
    protocolCount: countById.get(r.id) ?? 0,
  }));
}
