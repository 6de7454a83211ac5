import type { Db } from "../db/client";
import { elideTexts, writeAuditEntry, type AuditActor } from "../editorial/write-audit-entry";
import type { PostEdit } from "./find-moderated-thread";
import { moderatePost, type ModerationResult } from "./moderate-post";

/** The new texts: a question's title and description, or an answer's body (already checked by the readers' rules). */
export type PostTexts = { kind: "question"; title: string; description: string } | { kind: "answer"; body: string };

/**
 * An editor corrects a post's typos (ADR 0111): the text it had is kept in `post_edits` (editors see the history),
 * the post is marked edited (readers see "edited"), and the change is logged — the title before → after, long texts
 * only as changed. `version` is the post's last edit time as the editor's page showed it ("" if never edited): an
 * edit saved since makes this one `stale`, so two editors never overwrite each other unseen.
 */
export async function editPost(
  db: Db,
  postId: number,
  texts: PostTexts,
  version: string,
  actor: AuditActor,
  now = new Date(),
): Promise<ModerationResult> {
  return moderatePost(db, now, async (trx, at) => {
    if (texts.kind === "question") {
      const row = await trx
        .selectFrom("questions")
        .select(["title", "description", "edited_at"])
        .where("id", "=", postId)
        .executeTakeFirst();
      if (!row) return { ok: false, reason: "not-found" } as const;
      if ((row.edited_at ?? "") !== version) return { ok: false, reason: "stale" } as const;
      if (row.title === texts.title && row.description === texts.description)
        return { ok: false, reason: "unchanged" } as const;
      const previous = { title: row.title, description: row.description };
      const saved = await saveEdit(trx, postId, texts, version, previous, actor, at);
      if (!saved) return { ok: false, reason: "stale" } as const;
      const changes = elideTexts(
        {
          ...(row.title !== texts.title ? { title: [row.title, texts.title] as [unknown, unknown] } : {}),
          ...(row.description !== texts.description
            ? { description: [row.description, texts.description] as [unknown, unknown] }
            : {}),
        },
        ["description"],
      );
      await writeAuditEntry(trx, { actor, action: "edit", entityType: "question", entityId: postId, changes, at });
      return { ok: true } as const;
    }
    const row = await trx
      .selectFrom("answers")
      .select(["body", "edited_at"])
      .where("id", "=", postId)
      .executeTakeFirst();
    if (!row) return { ok: false, reason: "not-found" } as const;
    if ((row.edited_at ?? "") !== version) return { ok: false, reason: "stale" } as const;
    if (row.body === texts.body) return { ok: false, reason: "unchanged" } as const;
    const saved = await saveEdit(trx, postId, texts, version, { body: row.body }, actor, at);
    if (!saved) return { ok: false, reason: "stale" } as const;
    await writeAuditEntry(trx, {
      actor,
      action: "edit",
      entityType: "answer",
      entityId: postId,
      changes: elideTexts({ body: [row.body, texts.body] }, ["body"]),
      at,
    });
    return { ok: true } as const;
  });
}

/**
 * Saves the new texts unless the post's last edit is no longer `version`, and keeps the texts it had in
 * `post_edits`. False when another edit came first.
 */
async function saveEdit(
  trx: Db,
  postId: number,
  texts: PostTexts,
  version: string,
  previous: PostEdit["previous"],
  actor: AuditActor,
  at: string,
): Promise<boolean> {
  const { kind, ...columns } = texts;
  const changed = await trx
    .updateTable(kind === "question" ? "questions" : "answers")
    .set({ ...columns, edited_at: at })
    .where("id", "=", postId)
    .where("edited_at", version === "" ? "is" : "=", version === "" ? null : version)
    .returning("id")
    .executeTakeFirst();
  if (!changed) return false;
  await trx
    .insertInto("post_edits")
    .values({ post_kind: kind, post_id: postId, edited_by: actor.userId, edited_at: at, previous: JSON.stringify(previous) })
    .execute();
  return true;
}
