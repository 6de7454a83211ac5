import type { Db } from "../../db/client";
import type { IssueState } from "../../db/schema";
import { OFFICE_PROTOCOL_COLUMNS, officeProtocolOf, type OfficeProtocol } from "../office-protocol";
import { selectIssues } from "../../issues/select-issues";
import { issueElocations } from "./issue-rules";

export interface EditorialIssueProtocol extends OfficeProtocol {
  /** 1-based place in the table of contents. */
  position: number;
  /** What it will be published with (automatic or typed). */
  elocation: string;
  /** True when an editor typed it. */
  elocationSet: boolean;
}

export interface EditorialIssue {
  id: number;
  volume: number;
  year: number;
  number: number;
  publishedOn: string;
  coverUrl: string | null;
  state: IssueState;
  titleEn: string | null;
  titleCn: string | null;
  noteEn: string | null;
  noteCn: string | null;
  /** The table of contents: assigned protocols (scheduled), or the published ones. */
  protocols: EditorialIssueProtocol[];
}

/**
 * One issue for the editors (ADR 0100) with its table of contents: for a scheduled issue the protocols assigned
 * to it in order with the e-locations they will get; for a published issue the protocols it holds. Null when
 * there is no such issue.
 */
export async function findEditorialIssue(db: Db, id: number): Promise<EditorialIssue | null> {
  const issue = await selectIssues(db).where("issues.id", "=", id).executeTakeFirst();
  if (!issue) return null;

  let protocols: EditorialIssueProtocol[];
  if (issue.state === "scheduled") {
    const rows = await db
      .selectFrom("issue_protocols")
      .innerJoin("protocols", "protocols.id", "issue_protocols.protocol_id")
      .select(OFFICE_PROTOCOL_COLUMNS)
      .select(["protocols.elocation as current", "issue_protocols.position", "issue_protocols.elocation as override"])
      .where("issue_protocols.issue_id", "=", id)
      .orderBy("issue_protocols.position")
      .execute();
    const elocations = issueElocations(rows.map((r) => ({ protocolId: r.id, current: r.current, override: r.override })));
    protocols = rows.map((r, i) => ({
      ...officeProtocolOf(r),
      position: r.position,
      elocation: elocations[i]!,
      elocationSet: r.override !== null,
    }));
  } else {
    const rows = await db
      .selectFrom("protocols")
      .leftJoin("issue_protocols", "issue_protocols.protocol_id", "protocols.id")
      .select(OFFICE_PROTOCOL_COLUMNS)
      .select(["protocols.elocation", "issue_protocols.position"])
      .where("protocols.issue_id", "=", id)
      .orderBy("issue_protocols.position")
      .orderBy("protocols.id")
      .execute();
    protocols = rows.map((r, i) => ({
      ...officeProtocolOf(r),
      position: r.position ?? i + 1,
      elocation: r.elocation ?? "",
      elocationSet: false,
    }));
  }
  return {
    id: issue.id,
    volume: issue.volume,
    year: issue.year,
    number: issue.number,
    publishedOn: issue.published_on,
    coverUrl: issue.cover_url,
    state: issue.state,
    titleEn: issue.title_en,
    titleCn: issue.title_cn,
    noteEn: issue.note_en,
    noteCn: issue.note_cn,
    protocols,
  };
}
