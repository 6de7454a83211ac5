import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listProtocolQuestions } from "@core/protocols/list-protocol-questions";
import { answerWithLink } from "@core/questions/answer-with-link";
import { findAnswerLink } from "@core/questions/find-answer-link";
import { answerLinkScope, ANSWER_LINK_TTL_MS } from "@core/questions/moderation-rules";
import { issueUserToken } from "@core/users/issue-user-token";
import { redeemUserToken } from "@core/users/redeem-user-token";
import { DATABASES, type TestDatabase } from "./databases";
import { ask, at, DAY, ids, linkFrom, setUpQuestions } from "./questions-fixture";

/**
 * The corresponding author's e-mail and answer link (ADR 0111) on both engines: the e-mail in the author's language with
 * a link from the configured origin, and the link's once-code scoped to one question — single use, expiry, no other
 * question or protocol, never a log-in, and a log-in code never answers.
 */
for (const target of DATABASES) {
  describe.skipIf(!target.available)(`the corresponding author's answer link, on ${target.name}`, () => {
    let t: TestDatabase;
    let reader: number;
    const question = (
      protocolId: number | null,
      title = "Can the transfer run overnight at four degrees",
      userId = reader,
      when = at(0),
    ) => ask(t, userId, protocolId, title, when);

    beforeAll(async () => {
      t = await target.create();
      ({ reader } = await setUpQuestions(t, target.name));
    });
    afterAll(async () => t?.drop());

    it("e-mails a new question to the corresponding author, in the author's language, with a link from the configured origin", async () => {
      const posted = await question(ids.cn);
      expect(posted.emailIds).toHaveLength(1);
      const [message] = await t.db
        .selectFrom("outbox_emails")
        .selectAll()
        .where("id", "in", posted.emailIds!)
        .execute();
      expect(message!.to_address).toBe("yuqing.chen@example.org");
      expect(message!.subject).toBe("读者就您的实验方案提问：Can the transfer run overnight at four degrees");
      expect(message!.text_body).toContain("尊敬的陈雨晴：");
      expect(message!.text_body).toContain("全细胞裂解液的蛋白质印迹");
      const link = linkFrom(message!.text_body);
      expect(link.origin + link.pathname).toBe("https://opls.example.org/cn/questions/answer");
      expect(link.searchParams.get("id")).toBe(String(posted.id));
      expect(message!.html_body).toContain(`href="${link.toString().replace(/&/g, "&amp;")}"`);
      // The author's account: made for the address, without a password, in Chinese.
      const account = await t.db
        .selectFrom("users")
        .selectAll()
        .where("email", "=", "yuqing.chen@example.org")
        .executeTakeFirstOrThrow();
      expect(account).toMatchObject({ password_hash: "!", language: "cn", full_name: "Yuqing Chen", role: "none" });

      const english = await question(ids.en, "Which membrane suits proteins under ten kilodaltons");
      const [en] = await t.db.selectFrom("outbox_emails").selectAll().where("id", "in", english.emailIds!).execute();
      expect(en!.subject).toBe(
        "A reader asked about your protocol: Which membrane suits proteins under ten kilodaltons",
      );
      expect(en!.text_body).toContain("Dear Maria Rossi,");
      expect(linkFrom(en!.text_body).pathname).toBe("/en/questions/answer");

      // A general question reaches no author; neither does the author's own question.
      expect((await question(null, "Where do I find protocols for zebrafish husbandry")).emailIds).toEqual([]);
      expect(
        (await question(ids.cn, "Does the lysis buffer need fresh protease inhibitors", account.id)).emailIds,
      ).toEqual([]);
    });

    it("answers once through the link, as the author, and never logs anyone in", async () => {
      const posted = await question(ids.cn, "How long can the membrane stay in blocking buffer", reader, at(1));
      const [message] = await t.db
        .selectFrom("outbox_emails")
        .select("text_body")
        .where("id", "in", posted.emailIds!)
        .execute();
      const token = linkFrom(message!.text_body).searchParams.get("token")!;

      const seen = await findAnswerLink(t.db, token, posted.id, at(1, 1000));
      expect(seen.ok).toBe(true);
      if (seen.ok) expect(seen.author).toEqual({ nameEn: "Yuqing Chen", nameCn: "陈雨晴" });
      // Looking twice changes nothing (mail scanners follow links).
      expect((await findAnswerLink(t.db, token, posted.id, at(1, 2000))).ok).toBe(true);

      const answered = await answerWithLink(t.db, token, posted.id, "Overnight at 4 °C is fine.", at(1, 3000));
      expect(answered).toMatchObject({ ok: true, repeated: false, protocol: { id: ids.cn, kind: "bp" } });
      const again = await answerWithLink(t.db, token, posted.id, "A second answer with the same link.", at(1, 4000));
      expect(again).toMatchObject({ ok: true, repeated: true });
      if (answered.ok && again.ok) expect(again.id).toBe(answered.id);
      const thread = (await listProtocolQuestions(t.db, ids.cn)).find((q) => q.id === posted.id)!;
      expect(thread.answers).toHaveLength(1);
      expect(thread.answers[0]).toMatchObject({
        body: "Overnight at 4 °C is fine.",
        byAuthor: { nameEn: "Yuqing Chen", nameCn: "陈雨晴" },
      });
      const link = await findAnswerLink(t.db, token, posted.id, at(1, 5000));
      expect(link).toMatchObject({ ok: false, answerId: answered.ok ? answered.id : -1 });
      // The scoped code is no log-in code.
      expect(await redeemUserToken(t.db, token, "once_code", at(1, 6000))).toBeNull();
    });

    it("refuses the link for another question, another protocol, after it expires, and a log-in code for answering", async () => {
      const first = await question(ids.cn, "Can I strip and reprobe the same membrane twice", reader, at(2));
      const other = await question(ids.en, "Is a wet transfer better than a semi-dry one here", reader, at(2, 1000));
      const sameProtocol = await question(ids.cn, "What voltage do you use for the stacking gel", reader, at(2, 2000));
      const [message] = await t.db
        .selectFrom("outbox_emails")
        .select("text_body")
        .where("id", "in", first.emailIds!)
        .execute();
      const token = linkFrom(message!.text_body).searchParams.get("token")!;

      expect((await findAnswerLink(t.db, token, other.id, at(2, 3000))).ok).toBe(false);
      expect(await answerWithLink(t.db, token, other.id, "Wrong protocol.", at(2, 3000))).toEqual({
        ok: false,
        problem: "invalid",
      });
      expect(await answerWithLink(t.db, token, sameProtocol.id, "Wrong question.", at(2, 3000))).toEqual({
        ok: false,
        problem: "invalid",
      });
      expect(await answerWithLink(t.db, token, first.id, "Too late.", at(2, ANSWER_LINK_TTL_MS + 1))).toEqual({
        ok: false,
        problem: "invalid",
      });
      // The failed tries did not use it up: within its time it still answers its own question.
      expect((await answerWithLink(t.db, token, first.id, "Yes, twice is fine.", at(2, DAY))).ok).toBe(true);

      const author = (
        await t.db
          .selectFrom("users")
          .select("id")
          .where("email", "=", "yuqing.chen@example.org")
          .executeTakeFirstOrThrow()
      ).id;
      const loginCode = await issueUserToken(t.db, author, "once_code", at(2, DAY));
      expect(await answerWithLink(t.db, loginCode, sameProtocol.id, "With a log-in code.", at(2, DAY + 1000))).toEqual({
        ok: false,
        problem: "invalid",
      });
      const scoped = await issueUserToken(t.db, author, "once_code", at(2, DAY), {
        scope: answerLinkScope(sameProtocol.id),
        ttlMs: ANSWER_LINK_TTL_MS,
      });
      expect(await redeemUserToken(t.db, scoped, "once_code", at(2, DAY + 1000))).toBeNull();
      expect((await answerWithLink(t.db, scoped, sameProtocol.id, "With the right link.", at(2, DAY + 1000))).ok).toBe(
        true,
      );
    });
  });
}
