import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASES, type TestDatabase } from "./databases";
import { createMailTransport } from "@core/mail/create-mail-transport";
import { createFileUploadStorage } from "@core/uploads/upload-storage";
import { registerUser } from "@core/users/register-user";
import { authenticateUser } from "@core/users/authenticate-user";
import { startSession } from "@core/users/start-session";
import { findSessionUser } from "@core/users/find-session-user";
import { endSession } from "@core/users/end-session";
import { changePassword } from "@core/users/change-password";
import { issueUserToken } from "@core/users/issue-user-token";
import { redeemUserToken } from "@core/users/redeem-user-token";
import { requestAccountEmail } from "@core/users/request-account-email";
import { resetPassword } from "@core/users/reset-password";
import { updateProfile } from "@core/users/update-profile";
import { storeAvatar } from "@core/users/store-avatar";
import { readAvatar } from "@core/users/read-avatar";
import { setFavourite } from "@core/favourites/set-favourite";
import { listUserFavourites } from "@core/favourites/list-user-favourites";
import { postQuestion } from "@core/questions/post-question";
import { postAnswer } from "@core/questions/post-answer";
import { countQuestions, listQuestions } from "@core/questions/list-questions";
import { POSTS_PER_USER } from "@core/users/account-limits";
import { queueEmailDelivery } from "@core/mail/queue-email-delivery";
import type { Db } from "@core/db/client";
import type { MailTransport } from "@core/mail/mail-transport";
import type { MailSettings } from "@core/mail/email-message";
import { mailTranslate } from "~/lib/forms/mail-translate";

/** Account e-mails delivered at once, as where no job queue runs. */
/** The settings account e-mails are composed with (mailSettingsOf in the routes). */
const mailSettings: MailSettings = { t: mailTranslate, origin: "https://opls.example", editorialEmail: "office@opls.example.org" };

const deliverNow = (db: Db, mail: MailTransport) => (ids: readonly number[]) => queueEmailDelivery(db, mail, null, ids);

const PASSWORD = "violet tulips at dawn";
const T0 = new Date("2026-03-01T10:00:00Z");
const later = (ms: number) => new Date(T0.getTime() + ms);

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`accounts on ${target.name}`, () => {
    let t: TestDatabase;
    let dir: string;
    let mail: ReturnType<typeof createMailTransport>;
    let protocolId: number;
    let userId: number;
    let n = 0;
    const signUp = async (email = `reader${++n}@example.org`, password = PASSWORD) => {
      const result = await registerUser(t.db, { email, password, full_name: "", first_name: "Ada", last_name: "Lovelace", terms: "on" }, "en", null, T0);
      if (!result.ok) throw new Error(result.problem);
      return { id: result.userId, email };
    };

    beforeAll(async () => {
      t = await target.create();
      dir = mkdtempSync(path.join(tmpdir(), "opls-accounts-"));
      mail = createMailTransport({ smtpUrl: null, from: "OPLS <no-reply@example.org>", mailDir: path.join(dir, "mail") });
      protocolId = 4242;
      await t.db
        .insertInto("protocols")
        .values({ id: protocolId, kind: "bp", status: "published", title_en: "A test protocol", title_cn: "测试方案", abstract_en: "Abstract", abstract_cn: null, received_on: null, accepted_on: null, online_on: "2026-01-01", published_on: "2026-01-01", issue_id: null, doi: null, elocation: null, video_id: null, journal_version_id: null })
        .execute();
      userId = (await signUp("first@example.org")).id;
    });
    afterAll(async () => {
      await t?.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    it("signs up with a hashed password, refuses a taken address and common or short passwords", async () => {
      const row = await t.db.selectFrom("users").select(["email", "password_hash", "username"]).where("id", "=", userId).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^scrypt\$17\$8\$1\$/);
      expect(row.password_hash).not.toContain(PASSWORD);
      expect(row.username).toBe("first");
      const base = { full_name: "", first_name: "A", last_name: "B", terms: "on" as const };
      expect(await registerUser(t.db, { ...base, email: "FIRST@example.org", password: PASSWORD }, "en", null)).toEqual({ ok: false, problem: "email-taken" });
      expect(await registerUser(t.db, { ...base, email: "x@example.org", password: "password1" }, "en", null)).toEqual({ ok: false, problem: "too-common" });
      expect(await registerUser(t.db, { ...base, email: "x@example.org", password: "short" }, "en", null)).toEqual({ ok: false, problem: "too-short" });
    });

    it("logs in, and answers the same for an unknown address and a wrong password", async () => {
      expect(await authenticateUser(t.db, "First@Example.org", PASSWORD, "10.0.0.1", T0)).toEqual({ ok: true, userId });
      expect(await authenticateUser(t.db, "first@example.org", "wrong password", "10.0.0.1", T0)).toEqual({ ok: false, problem: "invalid" });
      expect(await authenticateUser(t.db, "nobody@example.org", "wrong password", "10.0.0.1", T0)).toEqual({ ok: false, problem: "invalid" });
    });

    // Throttling of password guesses (per pair and per IP, growing delays, no lock-out): accounts-throttle.test.ts.

    it("gives a new token at log-in and ends the previous one (no session fixation)", async () => {
      const planted = await startSession(t.db, userId, null);
      const fresh = await startSession(t.db, userId, planted);
      expect(fresh).not.toBe(planted);
      expect(fresh.length).toBeGreaterThanOrEqual(43);
      expect(await findSessionUser(t.db, planted)).toBeNull();
      expect((await findSessionUser(t.db, fresh))?.id).toBe(userId);
      const stored = await t.db.selectFrom("sessions").select("token_hash").execute();
      expect(stored.map((s) => s.token_hash)).not.toContain(fresh);
      await endSession(t.db, fresh);
      expect(await findSessionUser(t.db, fresh)).toBeNull();
    });

    it("changes the password: SPEC rules, wrong old password, other sessions end", async () => {
      const { id, email } = await signUp();
      const here = await startSession(t.db, id, null);
      const elsewhere = await startSession(t.db, id, null);
      expect(await changePassword(t.db, id, here, { old_password: " ", new_password: "x" }, null)).toEqual({ ok: false, problem: "old-required" });
      expect(await changePassword(t.db, id, here, { old_password: PASSWORD, new_password: PASSWORD }, null)).toEqual({ ok: false, problem: "same-as-old" });
      expect(await changePassword(t.db, id, here, { old_password: "not it at all", new_password: "a brand new secret" }, null)).toEqual({ ok: false, problem: "wrong-old-password" });
      expect(await changePassword(t.db, id, here, { old_password: PASSWORD, new_password: "a brand new secret" }, null)).toEqual({ ok: true });
      expect((await findSessionUser(t.db, here))?.id).toBe(id);
      expect(await findSessionUser(t.db, elsewhere)).toBeNull();
      expect((await authenticateUser(t.db, email, "a brand new secret", null)).ok).toBe(true);
    });

    it("redeems a once-code once, within 5 minutes, and only for its purpose", async () => {
      const code = await issueUserToken(t.db, userId, "once_code", T0);
      expect(await redeemUserToken(t.db, code, "password_reset", T0)).toBeNull();
      expect(await redeemUserToken(t.db, code, "once_code", later(60_000))).toBe(userId);
      expect(await redeemUserToken(t.db, code, "once_code", later(60_000))).toBeNull();
      const late = await issueUserToken(t.db, userId, "once_code", T0);
      expect(await redeemUserToken(t.db, late, "once_code", later(5 * 60_000 + 1))).toBeNull();
      const stored = await t.db.selectFrom("user_tokens").select("token_hash").execute();
      expect(stored.map((s) => s.token_hash)).not.toContain(code);
      const raced = await issueUserToken(t.db, userId, "once_code", T0);
      const both = await Promise.all([redeemUserToken(t.db, raced, "once_code", T0), redeemUserToken(t.db, raced, "once_code", T0)]);
      expect(both.filter((x) => x !== null)).toHaveLength(1);
    });

    it("e-mails a reset link for a registered address only, and the token works once within an hour", async () => {
      const { id, email } = await signUp();
      const session = await startSession(t.db, id, null);
      let link = "";
      expect(await requestAccountEmail(t.db, deliverNow(t.db, mail), mailSettings, "password_reset", "nobody-here@example.org", "en", null, () => "x")).toEqual({ ok: true });
      expect(await requestAccountEmail(t.db, deliverNow(t.db, mail), mailSettings, "password_reset", email, "cn", null, (token) => (link = `https://opls.example/cn/reset-password?token=${token}`))).toEqual({ ok: true });
      const outbox = await t.db.selectFrom("outbox_emails").selectAll().where("to_address", "=", email).execute();
      expect(outbox).toHaveLength(1);
      expect(outbox[0]!.text_body).toContain(link);
      expect(outbox[0]!.subject).toBe("生命科学开放实验方案：重置密码");
      // In the journal's e-mail layout, like every other e-mail: the link as a button, replies to the office.
      expect(outbox[0]!.text_body).toContain(`设置新密码：\n${link}`);
      expect(outbox[0]!.html_body).toContain(`<a href="${link}"`);
      expect(outbox[0]!.html_body).toContain('<html lang="zh-CN">');
      expect(outbox[0]!.headers).toContain("office@opls.example.org");
      expect(outbox[0]!.sent_at).not.toBeNull();
      expect(readdirSync(path.join(dir, "mail")).some((f) => f.endsWith(".eml"))).toBe(true);
      expect(await t.db.selectFrom("outbox_emails").select("id").where("to_address", "=", "nobody-here@example.org").execute()).toHaveLength(0);

      const token = new URL(link).searchParams.get("token")!;
      expect(token.length).toBeGreaterThanOrEqual(43);
      expect(await resetPassword(t.db, token, "short")).toEqual({ ok: false, problem: "too-short" });
      expect(await resetPassword(t.db, token, "reset and renewed")).toEqual({ ok: true, userId: id });
      expect(await resetPassword(t.db, token, "reset once more")).toEqual({ ok: false, problem: "token-invalid" });
      expect(await findSessionUser(t.db, session)).toBeNull();
      expect((await authenticateUser(t.db, email, "reset and renewed", null)).ok).toBe(true);

      const old = await issueUserToken(t.db, id, "password_reset", T0);
      expect(await resetPassword(t.db, old, "too late for this", later(60 * 60_000 + 1))).toEqual({ ok: false, problem: "token-invalid" });
    });

    it("rate-limits account e-mails per address", async () => {
      const { email } = await signUp();
      const results = [];
      for (let i = 0; i < 4; i++) results.push((await requestAccountEmail(t.db, deliverNow(t.db, mail), mailSettings, "sign_in_link", email, "en", null, (c) => `/en?t=${c}`)).ok);
      expect(results).toEqual([true, true, true, false]);
    });

    it("saves the profile fields", async () => {
      await updateProfile(t.db, userId, { full_name: "王小明", first_name: "Xiaoming", middle_name: "", last_name: "Wang", contact_email: "Contact@Example.org", affiliation: "Peking University" });
      const row = await t.db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ full_name: "王小明", first_name: "Xiaoming", last_name: "Wang", contact_email: "contact@example.org", affiliation: "Peking University" });
    });

    it("stores an avatar as a 256×256 WebP and refuses what is not an image", async () => {
      const storage = createFileUploadStorage(path.join(dir, "uploads"));
      const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#0b5f7a" } }).png().toBuffer();
      const first = await storeAvatar(t.db, storage, userId, png, "me.png");
      expect(first.ok).toBe(true);
      const second = await storeAvatar(t.db, storage, userId, png, "../../etc/passwd.png");
      if (!first.ok || !second.ok) throw new Error("avatar not stored");
      const image = await readAvatar(t.db, storage, second.uploadId);
      const meta = await sharp(image!).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);
      expect(await readAvatar(t.db, storage, first.uploadId)).toBeNull();
      const upload = await t.db.selectFrom("uploads").selectAll().where("id", "=", second.uploadId).executeTakeFirstOrThrow();
      expect(upload.storage_key).toMatch(/^[a-f0-9]{32}$/);
      expect(upload.original_name).not.toContain("/");
      expect((await findSessionUser(t.db, await startSession(t.db, userId, null)))?.avatarUrl).toBe(`/avatars/${second.uploadId}`);

      const html = Buffer.from("<html><script>alert(1)</script></html>");
      expect(await storeAvatar(t.db, storage, userId, html, "avatar.png")).toEqual({ ok: false, problem: "avatar-not-image" });
      const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(100)]);
      expect(await storeAvatar(t.db, storage, userId, pdf, "a.jpg")).toEqual({ ok: false, problem: "avatar-not-image" });
      expect(await storeAvatar(t.db, storage, userId, new Uint8Array(6 * 1024 * 1024), "big.png")).toEqual({ ok: false, problem: "avatar-too-large" });
    });

    it("toggles, adds and removes favourites and lists them", async () => {
      const { id } = await signUp();
      expect(await setFavourite(t.db, id, protocolId)).toBe(true);
      expect((await listUserFavourites(t.db, id)).map((f) => f.id)).toEqual([protocolId]);
      expect(await setFavourite(t.db, id, protocolId)).toBe(false);
      expect(await listUserFavourites(t.db, id)).toEqual([]);
      // Explicit add/remove: repeating it changes nothing more.
      expect(await setFavourite(t.db, id, protocolId, true)).toBe(true);
      expect(await setFavourite(t.db, id, protocolId, true)).toBe(true);
      expect(await listUserFavourites(t.db, id)).toHaveLength(1);
      expect(await setFavourite(t.db, id, protocolId, false)).toBe(false);
      expect(await setFavourite(t.db, id, protocolId, false)).toBe(false);
      expect(await listUserFavourites(t.db, id)).toEqual([]);
      expect(await setFavourite(t.db, id, 999_999)).toBeNull();
    });

    it("posts questions and answers once per idempotency key, and rate-limits posting", async () => {
      const { id } = await signUp();
      const input = { title: "How long does the buffer keep?", description: "At four degrees, in the dark." };
      const key = "0123456789abcdef0123456789abcdef";
      const first = await postQuestion(t.db, id, protocolId, input, key, T0);
      const again = await postQuestion(t.db, id, protocolId, input, key, T0);
      expect(first.ok && again.ok && again.repeated && again.id === first.id).toBe(true);
      // Another reader's identical key is their own.
      const { id: other } = await signUp();
      const theirs = await postQuestion(t.db, other, null, input, key, T0);
      expect(theirs.ok && first.ok && theirs.id !== first.id).toBe(true);
      if (!first.ok) throw new Error("not posted");
      const answer = await postAnswer(t.db, other, first.id, "About a month.", "answer-key-0000000001", T0);
      const answerAgain = await postAnswer(t.db, other, first.id, "About a month.", "answer-key-0000000001", T0);
      expect(answer.ok && answerAgain.ok && answerAgain.id === answer.id).toBe(true);
      expect(await postQuestion(t.db, id, 999_999, input, null, T0)).toEqual({ ok: false, problem: "not-found" });

      const mine = await listQuestions(t.db, { userId: id, limit: 10 });
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ title: input.title, author: "Ada Lovelace", protocol: { id: protocolId, titleEn: "A test protocol" } });
      expect(mine[0]!.answers.map((a) => a.body)).toEqual(["About a month."]);
      expect(await countQuestions(t.db, { userId: other })).toBe(1);

      const results = [];
      for (let i = 0; i < POSTS_PER_USER.limit; i++) results.push((await postQuestion(t.db, id, null, input, null, T0)).ok);
      expect(results.filter((ok) => !ok)).toHaveLength(1);
      expect(await postQuestion(t.db, id, null, input, null, T0)).toEqual({ ok: false, problem: "rate-limited" });
    });
  });
}
