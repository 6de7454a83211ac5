import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import { findPublishedRow } from "../content/find-published-row";
import { localized } from "../content/localized";
import { loadSummaries, type ProtocolSummary } from "../protocols/load-summaries";

export interface SpecialIssuePerson {
  name: string;
  affiliation: string;
}

export interface SpecialIssue {
  id: number;
  title: string;
  description: string;
  coverUrl: string;
  publishedOn: string;
  managingEditors: SpecialIssuePerson[];
  associateEditors: SpecialIssuePerson[];
  reviewers: SpecialIssuePerson[];
  sections: { id: number; title: string; protocols: ProtocolSummary[] }[];
}

/** One special issue with its editors, reviewers and sections of protocols; null when there is none. */
export async function findSpecialIssue(db: Db, lang: Lang, id: number): Promise<SpecialIssue | null> {
  const row = await findPublishedRow(db, "special_issues", id);
  if (!row) return null;
  const [people, sections, links] = await Promise.all([
    db
      .selectFrom("special_issue_people")
      .selectAll()
      .where("special_issue_id", "=", id)
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("special_issue_sections")
      .selectAll()
      .where("special_issue_id", "=", id)
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("special_issue_section_protocols")
      .innerJoin("special_issue_sections", "special_issue_sections.id", "special_issue_section_protocols.section_id")
      .select(["special_issue_section_protocols.section_id", "special_issue_section_protocols.protocol_id"])
      .where("special_issue_sections.special_issue_id", "=", id)
      .orderBy("special_issue_section_protocols.position")
      .execute(),
  ]);
  const summaries = new Map(
    (await loadSummaries(db, [...new Set(links.map((l) => l.protocol_id))])).map((s) => [s.id, s]),
  );
  const person = (p: (typeof people)[number]) => ({
    name: localized(lang, p.name_en, p.name_cn),
    affiliation: localized(lang, p.affiliation_en, p.affiliation_cn),
  });
  return {
    id: row.id,
    title: localized(lang, row.title_en, row.title_cn),
    description: localized(lang, row.description_en, row.description_cn),
    coverUrl: row.cover_url,
    publishedOn: row.published_on,
    managingEditors: people.filter((p) => p.role === "managing_editor").map(person),
    associateEditors: people.filter((p) => p.role === "associate_editor").map(person),
    reviewers: people.filter((p) => p.role === "reviewer").map(person),
    sections: sections.map((s) => ({
      id: s.id,
      title: localized(lang, s.title_en, s.title_cn),
      protocols: links.filter((l) => l.section_id === s.id).flatMap((l) => summaries.get(l.protocol_id) ?? []),
    })),
  };
}
