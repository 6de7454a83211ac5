import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailTransport } from "@core/mail/create-mail-transport";
import { signUpReader } from "@core/users/sign-up-reader";
import { DATABASES, type TestDatabase } from "./databases";
import { registerUser } from "@core/users/register-user";
import { authenticateUser, loginIpBucket, loginPairBucket } from "@core/users/authenticate-user";
import { changePassword } from "@core/users/change-password";
import { issueUserToken } from "@core/users/issue-user-token";
import { redeemUserToken } from "@core/users/redeem-user-token";
import { resetPassword } from "@core/users/reset-password";
import { startSession } from "@core/users/start-session";
import { findSessionUser } from "@core/users/find-session-user";
import { consumeRateLimit, countRateLimitHits } from "@core/rate-limit/consume-rate-limit";
import { LOGIN_ATTEMPTS_PER_IP, LOGIN_ATTEMPTS_PER_PAIR } from "@core/users/account-limits";
import { passwordWork } from "@core/users/hash-password";
import { queueEmailDelivery } from "@core/mail/queue-email-delivery";
import type { Db } from "@core/db/client";
import type { MailTransport } from "@core/mail/mail-transport";
import type { MailSettings } from "@core/mail/email-message";
import { mailTranslate } from "~/lib/forms/mail-translate";

/** Account e-mails delivered at once, as where no job queue runs. */
const mailSettings: MailSettings = { t: mailTranslate, origin: "http://localhost:3000", editorialEmail: "office@opls.example.org" };

const deliverNow = (db: Db, mail: MailTransport) => (ids: readonly number[]) => queueEmailDelivery(db, mail, null, ids);

const PASSWORD = "violet tulips at dawn";
const T0 = new Date("2026-03-01T10:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const PAIR = LOGIN_ATTEMPTS_PER_PAIR;

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`password-guess throttling on ${target.name}`, () => {
    let t: TestDatabase;
    let n = 0;
    const signUp = async () => {
      const email = `throttled${++n}@example.org`;
      const result = await registerUser(t.db, { email, password: PASSWORD, full_name: "", first_name: "Ada", last_name: "Lovelace", terms: "on" }, "en", null, T0);
      if (!result.ok) throw new Error(result.problem);
      return { id: result.userId, email };
    };

    let dir: string;
    beforeAll(async () => {
      t = await target.create();
      dir = mkdtempSync(path.join(tmpdir(), "opls-throttle-"));
    });
    afterAll(async () => {
      await t?.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    it("40 concurrent wrong log-ins for one account from one IP: only the limit are evaluated", async () => {
      const { email } = await signUp();
      const ip = "198.51.100.1";
      let checks = 0;
      const run = passwordWork.run.bind(passwordWork);
      passwordWork.run = (job) => ((checks++), run(job));
      try {
        const results = await Promise.all(Array.from({ length: 40 }, (_, i) => authenticateUser(t.db, email, `wrong guess ${i}`, ip, T0)));
        const problems = results.map((r) => (r.ok ? "ok" : r.problem));
        expect(problems.filter((p) => p === "invalid")).toHaveLength(PAIR.limit);
        expect(problems.filter((p) => p === "rate-limited")).toHaveLength(40 - PAIR.limit);
      } finally {
        passwordWork.run = run;
      }
      expect(checks).toBe(PAIR.limit);
      expect(await countRateLimitHits(t.db, loginPairBucket(email, ip), PAIR, T0)).toBe(PAIR.limit);
    });

    it("20 concurrent wrong old passwords (updatePwd): only the limit are evaluated", async () => {
      const { id } = await signUp();
      const session = await startSession(t.db, id, null);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => changePassword(t.db, id, session, { old_password: `not it ${i}`, new_password: "a brand new secret" }, "198.51.100.2", T0)),
      );
      const problems = results.map((r) => (r.ok ? "ok" : r.problem));
      expect(problems.filter((p) => p === "wrong-old-password")).toHaveLength(PAIR.limit);
      expect(problems.filter((p) => p === "rate-limited")).toHaveLength(20 - PAIR.limit);
    });

    it("throttles a pair with growing delays, never locks the owner out, and a success clears the pair", async () => {
      const { id, email } = await signUp();
      const ip = "198.51.100.3";
      for (let i = 0; i < PAIR.limit; i++) expect(await authenticateUser(t.db, email, `wrong ${i}`, ip, T0)).toEqual({ ok: false, problem: "invalid" });
      // Even the right password waits its turn from this IP (1 s after the latest guess) …
      expect(await authenticateUser(t.db, email, PASSWORD, ip, at(500))).toEqual({ ok: false, problem: "rate-limited" });
      // … while the owner, elsewhere, signs in at once: nobody can lock another person out.
      expect(await authenticateUser(t.db, email, PASSWORD, "203.0.113.9", at(500))).toEqual({ ok: true, userId: id });
      expect(await authenticateUser(t.db, email, "wrong again", ip, at(1_001))).toEqual({ ok: false, problem: "invalid" });
      // The next delay has doubled to 2 s.
      expect(await authenticateUser(t.db, email, PASSWORD, ip, at(2_500))).toEqual({ ok: false, problem: "rate-limited" });
      expect(await authenticateUser(t.db, email, PASSWORD, ip, at(3_002))).toEqual({ ok: true, userId: id });
      expect(await countRateLimitHits(t.db, loginPairBucket(email, ip), PAIR, at(3_002))).toBe(0);
      // A success gives back its IP hit, too.
      expect(await countRateLimitHits(t.db, loginIpBucket(ip), LOGIN_ATTEMPTS_PER_IP, at(3_002))).toBe(PAIR.limit + 1);
    });

    it("throttles one IP over many accounts, with a delay rather than a block", async () => {
      const ip = "198.51.100.4";
      const now = at(60 * 60_000);
      // The spray's earlier guesses are recorded directly (hashing 50 is slow); the limiter is the real one.
      for (let i = 0; i < LOGIN_ATTEMPTS_PER_IP.limit; i++) expect(await consumeRateLimit(t.db, loginIpBucket(ip), LOGIN_ATTEMPTS_PER_IP, now)).toBe(true);
      const { id, email } = await signUp();
      expect(await authenticateUser(t.db, email, PASSWORD, ip, now)).toEqual({ ok: false, problem: "rate-limited" });
      expect(await authenticateUser(t.db, email, PASSWORD, "198.51.100.5", now)).toEqual({ ok: true, userId: id });
      expect(await authenticateUser(t.db, email, PASSWORD, ip, new Date(now.getTime() + 1_001))).toEqual({ ok: true, userId: id });
      // A refused guess keeps nothing in the pair bucket.
      expect(await countRateLimitHits(t.db, loginPairBucket(email, ip), PAIR, now)).toBe(0);
    });

    it("the e-mailed one-time code still signs the owner in while the pair is throttled", async () => {
      const { id, email } = await signUp();
      const ip = "198.51.100.6";
      for (let i = 0; i < PAIR.limit; i++) await authenticateUser(t.db, email, `wrong ${i}`, ip, T0);
      expect(await authenticateUser(t.db, email, PASSWORD, ip, at(10))).toEqual({ ok: false, problem: "rate-limited" });
      const code = await issueUserToken(t.db, id, "once_code", at(10));
      expect(await redeemUserToken(t.db, code, "once_code", at(20))).toBe(id);
    });

    it("a used reset token ends every other reset token and one-time code of the account, and its sessions", async () => {
      const { id } = await signUp();
      const other = await signUp();
      const session = await startSession(t.db, id, null);
      const used = await issueUserToken(t.db, id, "password_reset", T0);
      const olderReset = await issueUserToken(t.db, id, "password_reset", T0);
      const code = await issueUserToken(t.db, id, "once_code", T0);
      const someoneElses = await issueUserToken(t.db, other.id, "once_code", T0);
      expect(await resetPassword(t.db, used, "reset and renewed", at(1_000))).toEqual({ ok: true, userId: id });
      expect(await redeemUserToken(t.db, olderReset, "password_reset", at(2_000))).toBeNull();
      expect(await redeemUserToken(t.db, code, "once_code", at(2_000))).toBeNull();
      expect(await findSessionUser(t.db, session)).toBeNull();
      expect(await redeemUserToken(t.db, someoneElses, "once_code", at(2_000))).toBe(other.id);
    });

    it("a made-up reset token costs no hashing", async () => {
      let checks = 0;
      const run = passwordWork.run.bind(passwordWork);
      passwordWork.run = (job) => ((checks++), run(job));
      try {
        expect(await resetPassword(t.db, "made-up-token", "reset and renewed", T0)).toEqual({ ok: false, problem: "token-invalid" });
      } finally {
        passwordWork.run = run;
      }
      expect(checks).toBe(0);
    });

    it("sign-up answers the same for a new and a taken address, with the same work; the owner is told in their language", async () => {
      const mail = createMailTransport({ smtpUrl: null, from: "OPLS <no-reply@example.org>", mailDir: path.join(dir, "mail") });
      const links = { finishLink: (code: string) => `http://localhost:3000/en/archive?t=${code}`, loginLink: (lang: string) => `http://localhost:3000/${lang}/login` };
      const form = (email: string) => ({ email, password: "quiet harbour lanterns", full_name: "", first_name: "Ada", last_name: "Lovelace", terms: "on" as const });
      const owner = await registerUser(t.db, { ...form("owner@example.org"), password: PASSWORD }, "cn", null, T0);
      if (!owner.ok) throw new Error(owner.problem);
      let hashes = 0;
      const run = passwordWork.run.bind(passwordWork);
      passwordWork.run = (job) => ((hashes++), run(job));
      let fresh, taken;
      try {
        fresh = await signUpReader(t.db, deliverNow(t.db, mail), mailSettings, form("newcomer@example.org"), "en", null, links, T0);
        taken = await signUpReader(t.db, deliverNow(t.db, mail), mailSettings, form("Owner@Example.org"), "en", null, links, T0);
      } finally {
        passwordWork.run = run;
      }
      expect(fresh).toEqual({ ok: true });
      expect(taken).toEqual(fresh);
      expect(hashes).toBe(2);
      const outbox = await t.db.selectFrom("outbox_emails").select(["to_address", "subject", "text_body"]).orderBy("id").execute();
      const toNewcomer = outbox.filter((m) => m.to_address === "newcomer@example.org");
      const toOwner = outbox.filter((m) => m.to_address === "owner@example.org");
      expect(toNewcomer).toHaveLength(1);
      expect(toNewcomer[0]!.subject).toContain("finish signing up");
      // The finishing link carries a one-time code that signs the newcomer in.
      const code = /[?&]t=([^\s&]+)/.exec(toNewcomer[0]!.text_body)![1]!;
      const newcomer = await t.db.selectFrom("users").select("id").where("email", "=", "newcomer@example.org").executeTakeFirstOrThrow();
      expect(await redeemUserToken(t.db, code, "once_code", at(1_000))).toBe(newcomer.id);
      // The owner, whose account is in Chinese, hears of the attempt in Chinese; the account is unchanged.
      expect(toOwner).toHaveLength(1);
      expect(toOwner[0]!.subject).toContain("有人尝试用您的邮箱注册");
      expect(toOwner[0]!.text_body).toContain("http://localhost:3000/cn/login");
      expect(await authenticateUser(t.db, "owner@example.org", PASSWORD, "198.51.100.9", T0)).toEqual({ ok: true, userId: owner.userId });
    });
  });
}
