import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import { localized } from "../content/localized";
import { countSpecialIssueProtocols } from "./count-special-issue-protocols";

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
  const [rows, countById] = await Promise.all([
    db.selectFrom("special_issues").selectAll().where("state", "=", "published").orderBy("published_on", "desc").orderBy("id", "desc").execute(),
    countSpecialIssueProtocols(db),
  ]);
  return rows.map((r) => ({
    id: r.id,
    title: localized(lang, r.title_en, r.title_cn),
    description: localized(lang, r.description_en, r.description_cn),
    coverUrl: r.cover_url,
    publishedOn: r.published_on,
    protocolCount: countById.get(r.id) ?? 0,
  }));
}
