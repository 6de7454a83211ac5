import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { specialIssueSlugTaken } from "./special-issue-queries";
import type { SpecialIssueDetails } from "./special-issue-forms";

export type CreateSpecialIssueResult = { ok: true; id: number } | { ok: false; reason: "slug" };

/** Creates a special issue as a draft (ADR 0106) with its audit entry; readers see it once an editor publishes it. */
export async function createSpecialIssue(db: Db, input: SpecialIssueDetails, actor: AuditActor): Promise<CreateSpecialIssueResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      if (await specialIssueSlugTaken(trx, input.slug, null)) return { ok: false, reason: "slug" } as const;
      const values = {
        slug: input.slug,
        title_en: input.titleEn,
        title_cn: input.titleCn,
        description_en: input.descriptionEn,
        description_cn: input.descriptionCn,
        cover_url: input.coverUrl,
        published_on: input.publishedOn,
        state: "draft" as const,
      };
      const { id } = await trx.insertInto("special_issues").values(values).returning("id").executeTakeFirstOrThrow();
      await writeAuditEntry(trx, {
        actor,
        action: "create",
        entityType: "special_issue",
        entityId: id,
        changes: {
          slug: [null, values.slug],
          title_en: [null, values.title_en],
          title_cn: [null, values.title_cn],
          published_on: [null, values.published_on],
          cover_url: [null, values.cover_url],
        },
      });
      return { ok: true, id } as const;
    });
  } catch (error) {
    if (await specialIssueSlugTaken(db, input.slug, null)) return { ok: false, reason: "slug" };
    throw error;
  }
}
