import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import type { IssueFormInput } from "./issue-forms";

export type CreateIssueResult =
  | { ok: true; id: number }
  /** volumeYear: that volume exists with another year; exists: the volume already has an issue of that number. */
  | { ok: false; reason: "volumeYear" | "exists" };

/**
 * Creates a scheduled issue (ADR 0100), and its volume when the volume is new, in one transaction with its audit
 * entry. A scheduled issue is seen only in the editorial office until it is published.
 */
export async function createIssue(db: Db, input: IssueFormInput, actor: AuditActor): Promise<CreateIssueResult> {
  return db.transaction().execute(async (trx) => {
    let volume = await trx.selectFrom("volumes").select(["id", "year"]).where("number", "=", input.volume).executeTakeFirst();
    if (volume && volume.year !== input.year) return { ok: false, reason: "volumeYear" } as const;
    if (!volume) {
      volume = await trx
        .insertInto("volumes")
        .values({ number: input.volume, year: input.year })
        .returning(["id", "year"])
        .executeTakeFirstOrThrow();
    } else {
      const taken = await trx
        .selectFrom("issues")
        .select("id")
        .where("volume_id", "=", volume.id)
        .where("number", "=", input.number)
        .executeTakeFirst();
      if (taken) return { ok: false, reason: "exists" } as const;
    }
    const values = {
      volume_id: volume.id,
      number: input.number,
      published_on: input.publishedOn,
      cover_url: input.coverUrl || null,
      state: "scheduled" as const,
      title_en: input.titleEn || null,
      title_cn: input.titleCn || null,
      note_en: input.noteEn || null,
      note_cn: input.noteCn || null,
    };
    const { id } = await trx.insertInto("issues").values(values).returning("id").executeTakeFirstOrThrow();
    await writeAuditEntry(trx, {
      actor,
      action: "create",
      entityType: "issue",
      entityId: id,
      changes: {
        volume: [null, input.volume],
        year: [null, input.year],
        number: [null, input.number],
        publishedOn: [null, input.publishedOn],
        ...(values.cover_url ? { coverUrl: [null, values.cover_url] } : {}),
        ...(values.title_en ? { titleEn: [null, values.title_en] } : {}),
        ...(values.title_cn ? { titleCn: [null, values.title_cn] } : {}),
        ...(values.note_en ? { noteEn: [null, "…"] } : {}),
        ...(values.note_cn ? { noteCn: [null, "…"] } : {}),
      },
    });
    return { ok: true, id } as const;
  });
}
