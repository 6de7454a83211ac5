import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import { localized } from "../content/localized";

export interface SpecialIssueSummary {
  id: number;
  title: string;
  description: string;
  coverUrl: string;
  publishedOn: string;
  protocolCount: number;
}

/** The special issues and e-books, newest first, with how many protocols each collects. */
export async function listSpecialIssues(db: Db, lang: Lang): Promise<SpecialIssueSummary[]> {
  const [rows, counts] = await Promise.all([
    db.selectFrom("special_issues").selectAll().where("state", "=", "published").orderBy("published_on", "desc").orderBy("id", "desc").execute(),
    db
      .selectFrom("special_issue_sections")
      .innerJoin(
        "special_issue_section_protocols",
        "special_issue_section_protocols.section_id",
        "special_issue_sections.id",
      )
      .select(["special_issue_sections.special_issue_id", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("special_issue_sections.special_issue_id")
      .execute(),
  ]);
  const countById = new Map(counts.map((c) => [c.special_issue_id, Number(c.n)]));
  return rows.map((r) => ({
    id: r.id,
    title: localized(lang, r.title_en, r.title_cn),
    description: localized(lang, r.description_en, r.description_cn),
    coverUrl: r.cover_url,
    publishedOn: r.published_on,
    protocolCount: countById.get(r.id) ?? 0,
  }));
}
