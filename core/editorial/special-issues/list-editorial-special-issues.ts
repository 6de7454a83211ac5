import type { Db } from "../../db/client";
import type { ContentState } from "../../db/schema";
import { countSpecialIssueProtocols } from "../../special-issues/count-special-issue-protocols";

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
  const [rows, countById] = await Promise.all([
    db
      .selectFrom("special_issues")
      .select(["id", "slug", "title_en", "title_cn", "published_on", "state"])
      .orderBy("published_on", "desc")
      .orderBy("id", "desc")
      .execute(),
    countSpecialIssueProtocols(db),
  ]);
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
