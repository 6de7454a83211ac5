import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditEntries } from "@core/editorial/list-audit-entries";
import { listProtocolQuestions } from "@core/protocols/list-protocol-questions";
import { countUnseenPosts } from "@core/questions/count-unseen-posts";
import { dismissPostReports } from "@core/questions/dismiss-post-reports";
import { editPost } from "@core/questions/edit-post";
import { findModeratedThread } from "@core/questions/find-moderated-thread";
import { countQuestions, listQuestions } from "@core/questions/list-questions";
import { listModerationQueue } from "@core/questions/list-moderation-queue";
import { markQueueSeen } from "@core/questions/mark-queue-seen";
import { REPORTS_PER_USER } from "@core/questions/moderation-rules";
import { postAnswer } from "@core/questions/post-answer";
import { reportPost } from "@core/questions/report-post";
import { setPostHidden } from "@core/questions/set-post-hidden";
import { DATABASES, type TestDatabase } from "./databases";
import { addUser, ask, at, ids, setUpQuestions } from "./questions-fixture";

/**
 * Moderated questions and answers (ADR 0111) on both engines: hiding and showing posts (gone for readers everywhere,
 * marked for editors), edits kept on a history, one report per reader and post, and each editor's unseen count.
 */
for (const target of DATABASES) {
  describe.skipIf(!target.available)(`questions and answers, moderated, on ${target.name}`, () => {
    let t: TestDatabase;
    let reader: number;
    let otherReader: number;
    let editor: { userId: number; name: string };
    let secondEditor: number;
    const user = (email: string, role: "none" | "editor" = "none", fullName = "Rae Reader") =>
      addUser(t, email, role, fullName);
    const question = (
      protocolId: number | null,
      title = "Can the transfer run overnight at four degrees",
      userId = reader,
      when = at(0),
    ) => ask(t, userId, protocolId, title, when);

    beforeAll(async () => {
      t = await target.create();
      ({ reader, otherReader, editor, secondEditor } = await setUpQuestions(t, target.name));
    });
    afterAll(async () => t?.drop());

    it("hides a question or an answer from readers everywhere, keeps them for editors, and shows them again", async () => {
      const posted = await question(ids.en, "Which ladder works best for small peptides", otherReader, at(3, 20_000));
      const answer = await postAnswer(t.db, reader, posted.id, "A low-range prestained ladder.", null, at(3, 21_000));
      if (!answer.ok) throw new Error("answer");
      const readersCount = await countQuestions(t.db, { userId: otherReader });

      expect(await setPostHidden(t.db, "answer", answer.id, true, "Advertising", editor, at(3, 22_000))).toEqual({
        ok: true,
      });
      expect(await setPostHidden(t.db, "answer", answer.id, true, "Advertising", editor, at(3, 22_500))).toEqual({
        ok: false,
        reason: "stale",
      });
      const forReaders = (await listProtocolQuestions(t.db, ids.en)).find((q) => q.id === posted.id)!;
      expect(forReaders.answers).toEqual([]);
      const forEditors = (await listProtocolQuestions(t.db, ids.en, { includeHidden: true })).find(
        (q) => q.id === posted.id,
      )!;
      expect(forEditors.answers[0]!.hidden).toEqual({ at: at(3, 22_000).toISOString(), reason: "Advertising" });

      expect(
        await setPostHidden(
          t.db,
          "question",
          posted.id,
          true,
          "Duplicate of an earlier question",
          editor,
          at(3, 23_000),
        ),
      ).toEqual({ ok: true });
      expect((await listProtocolQuestions(t.db, ids.en)).some((q) => q.id === posted.id)).toBe(false);
      expect((await listQuestions(t.db, { userId: otherReader, limit: 10 })).some((q) => q.id === posted.id)).toBe(
        false,
      );
      expect(await countQuestions(t.db, { userId: otherReader })).toBe(readersCount - 1);
      expect(await countQuestions(t.db, { userId: otherReader, includeHidden: true })).toBe(readersCount);
      expect(
        (await listQuestions(t.db, { userId: otherReader, limit: 10, includeHidden: true })).find(
          (q) => q.id === posted.id,
        )?.hidden?.reason,
      ).toBe("Duplicate of an earlier question");
      // A hidden question can no longer be reported or answered.
      expect(await reportPost(t.db, reader, "question", posted.id, "Spam", at(3, 24_000))).toEqual({
        ok: false,
        problem: "not-found",
      });
      expect(await postAnswer(t.db, reader, posted.id, "An answer to a hidden question.", null, at(3, 24_000))).toEqual(
        { ok: false, problem: "not-found" },
      );

      expect(
        await setPostHidden(t.db, "question", posted.id, false, "Not a duplicate after all", editor, at(3, 25_000)),
      ).toEqual({ ok: true });
      expect((await listProtocolQuestions(t.db, ids.en)).some((q) => q.id === posted.id)).toBe(true);
      const log = await listAuditEntries(t.db, { page: 1, entity: { type: "question", id: String(posted.id) } });
      expect(log.rows.map((r) => [r.action, r.changes.hidden])).toEqual([
        ["status", [true, false]],
        ["status", [false, true]],
      ]);
      expect(log.rows[0]!.changes.reason).toEqual(["Duplicate of an earlier question", "Not a duplicate after all"]);
      expect(log.rows[0]!.actor).toBe(editor.name);
    });

    it("keeps each edit's earlier text, marks the post edited, and refuses a stale or empty edit", async () => {
      const posted = await question(ids.en, "Shoud I use PVDF or nitrocelulose membranes", otherReader, at(4, 30_000));
      const texts = {
        kind: "question" as const,
        title: "Should I use PVDF or nitrocellulose membranes",
        description: "Our cold room is free at night only.",
      };
      expect(await editPost(t.db, posted.id, texts, "", editor, at(4, 31_000))).toEqual({ ok: true });
      expect(
        await editPost(
          t.db,
          posted.id,
          { ...texts, title: "Another editor's title for this question" },
          "",
          editor,
          at(4, 32_000),
        ),
      ).toEqual({ ok: false, reason: "stale" });
      const version = at(4, 31_000).toISOString();
      expect(await editPost(t.db, posted.id, texts, version, editor, at(4, 33_000))).toEqual({
        ok: false,
        reason: "unchanged",
      });

      const [shown] = await listQuestions(t.db, { questionId: posted.id, limit: 1 });
      expect(shown).toMatchObject({ title: texts.title, editedAt: version });
      const thread = (await findModeratedThread(t.db, posted.id))!;
      expect(thread.records[`question:${posted.id}`]!.edits).toEqual([
        {
          editedAt: version,
          editor: "Edith Editor",
          previous: {
            title: "Shoud I use PVDF or nitrocelulose membranes",
            description: "Our cold room is free at night only.",
          },
        },
      ]);
      const [entry] = (await listAuditEntries(t.db, { page: 1, entity: { type: "question", id: String(posted.id) } }))
        .rows;
      expect(entry).toMatchObject({
        action: "edit",
        changes: { title: ["Shoud I use PVDF or nitrocelulose membranes", texts.title] },
      });
      expect(entry!.changes.description).toBeUndefined();

      const answer = await postAnswer(t.db, reader, posted.id, "PVDF, becuase it is sturdier.", null, at(4, 34_000));
      if (!answer.ok) throw new Error("answer");
      expect(
        await editPost(
          t.db,
          answer.id,
          { kind: "answer", body: "PVDF, because it is sturdier." },
          "",
          editor,
          at(4, 35_000),
        ),
      ).toEqual({ ok: true });
      const record = (await findModeratedThread(t.db, posted.id))!.records[`answer:${answer.id}`]!;
      expect(record.edits[0]!.previous).toEqual({ body: "PVDF, becuase it is sturdier." });
      const [answerEntry] = (
        await listAuditEntries(t.db, { page: 1, entity: { type: "answer", id: String(answer.id) } })
      ).rows;
      expect(answerEntry!.changes.body).toEqual(["…", "…"]);
    });

    it("takes one report per reader and post, rate-limits reporters, and settles reports", async () => {
      const posted = await question(ids.en, "Buy cheap antibodies at my shop today", otherReader, at(5, 40_000));
      expect(await reportPost(t.db, reader, "question", posted.id, "  Advertising  ", at(5, 41_000))).toEqual({
        ok: true,
      });
      expect(await reportPost(t.db, reader, "question", posted.id, "Still advertising", at(5, 42_000))).toEqual({
        ok: false,
        problem: "already",
      });
      expect(await reportPost(t.db, editor.userId, "question", posted.id, "Spam", at(5, 42_000))).toEqual({ ok: true });
      const stored = await t.db
        .selectFrom("post_reports")
        .select(["user_id", "reason"])
        .where("post_kind", "=", "question")
        .where("post_id", "=", posted.id)
        .orderBy("id")
        .execute();
      expect(stored).toEqual([
        { user_id: reader, reason: "Advertising" },
        { user_id: editor.userId, reason: "Spam" },
      ]);
      expect(await reportPost(t.db, reader, "answer", 999_999, "Spam", at(5, 42_000))).toEqual({
        ok: false,
        problem: "not-found",
      });

      expect(await dismissPostReports(t.db, "question", posted.id, editor, at(5, 43_000))).toEqual({ ok: true });
      expect(await dismissPostReports(t.db, "question", posted.id, editor, at(5, 43_500))).toEqual({
        ok: false,
        reason: "stale",
      });
      // Dismissed reports still count as the reader's one report of that post.
      expect(await reportPost(t.db, reader, "question", posted.id, "Again", at(5, 44_000))).toEqual({
        ok: false,
        problem: "already",
      });

      const flooder = await user(`flooder-${target.name}@example.org`);
      const results = [];
      for (let i = 0; i <= REPORTS_PER_USER.limit; i++) {
        const q = await question(ids.en, `Spam question number ${i} for the limit`, otherReader, at(6 + i));
        results.push((await reportPost(t.db, flooder, "question", q.id, "Spam", at(5, 46_000 + i))).ok);
      }
      expect(results.filter(Boolean)).toHaveLength(REPORTS_PER_USER.limit);
      expect(results.at(-1)).toBe(false);
    });

    it("counts each editor's unseen posts and open reports, once each, until they mark the queue as seen", async () => {
      const old = await question(ids.cn, "Is the lysis buffer stable for a week at four degrees", reader, at(29));
      const before = await countUnseenPosts(t.db, editor.userId);
      const [questions, answers, reports] = await Promise.all([
        t.db
          .selectFrom("questions")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
        t.db
          .selectFrom("answers")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
        t.db.selectFrom("post_reports").select("id").where("resolved_at", "is", null).execute(),
      ]);
      // Nothing seen yet: every post is new, and reports on new posts are not counted twice.
      expect(before).toBe(Number(questions.n) + Number(answers.n));
      expect(reports.length).toBeGreaterThan(0);

      const queue = await listModerationQueue(t.db, editor.userId);
      expect(queue.newTotal).toBe(before);
      expect(queue.newPosts).toHaveLength(before);
      const reported = new Set(queue.reported.map((p) => `${p.kind}:${p.id}`));
      expect(queue.reported.every((p) => p.reports.length > 0)).toBe(true);
      await markQueueSeen(t.db, editor.userId, queue.shownUpTo, at(30));
      // Seen: what is left are the posts with open reports; the other editor's queue is untouched.
      const base = await countUnseenPosts(t.db, editor.userId);
      expect(base).toBe(reported.size);
      expect(await countUnseenPosts(t.db, secondEditor)).toBe(before);

      // A new question and a new answer count one each; a report on a new post does not count it twice; a report
      // on a post already seen counts it again.
      const fresh = await question(ids.en, "Do you reuse the primary antibody solution", reader, at(31));
      await postAnswer(t.db, otherReader, fresh.id, "We reuse it twice within a week.", null, at(31, 1000));
      expect(await countUnseenPosts(t.db, editor.userId)).toBe(base + 2);
      expect(await reportPost(t.db, otherReader, "question", fresh.id, "Off topic", at(31, 2000))).toEqual({
        ok: true,
      });
      expect(await countUnseenPosts(t.db, editor.userId)).toBe(base + 2);
      expect(await reportPost(t.db, otherReader, "question", old.id, "Rude", at(31, 3000))).toEqual({ ok: true });
      expect(await countUnseenPosts(t.db, editor.userId)).toBe(base + 3);
      // An old page sent late never moves the mark back.
      await markQueueSeen(t.db, editor.userId, { questionId: 0, answerId: 0 }, at(31, 4000));
      expect(await countUnseenPosts(t.db, editor.userId)).toBe(base + 3);
      // Hiding the reported post settles its report.
      expect(await setPostHidden(t.db, "question", old.id, true, "Rude", editor, at(31, 5000))).toEqual({ ok: true });
      expect(await countUnseenPosts(t.db, editor.userId)).toBe(base + 2);
    });
  });
}
