import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import { ACCOUNT_EMAILS_PER_ACCOUNT, ACCOUNT_EMAILS_PER_IP } from "./account-limits";
import { normalizeEmail } from "./account-schemas";
import { composeAccountEmail } from "./compose-account-email";
import { issueUserToken } from "./issue-user-token";
import { sendAccountEmail } from "./send-account-email";
import type { MailSettings } from "../mail/email-message";
import type { DeliverEmails } from "../mail/queue-email-delivery";

export type AccountEmailKind = "password_reset" | "sign_in_link";

/**
 * "Forgot password" and "e-mail me a sign-in link": if `email` belongs to an account, queues a message
 * with a fresh single-use secret, put into the link by `makeLink`. The caller shows the same answer
 * whether or not the address is registered; only the rate limits (per address and per IP) can refuse.
 */
export async function requestAccountEmail(
  db: Db,
  deliver: DeliverEmails,
  mail: MailSettings,
  kind: AccountEmailKind,
  email: string,
  lang: Lang,
  ip: string | null,
  makeLink: (secret: string) => string,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; problem: "rate-limited" }> {
  const address = normalizeEmail(email);
  if (ip && !(await consumeRateLimit(db, `account-email:ip:${ip}`, ACCOUNT_EMAILS_PER_IP, now))) return { ok: false, problem: "rate-limited" };
  if (!(await consumeRateLimit(db, `account-email:${kind}:${address}`, ACCOUNT_EMAILS_PER_ACCOUNT, now))) return { ok: false, problem: "rate-limited" };
  const user = await db.selectFrom("users").select(["id", "email"]).where("email", "=", address).executeTakeFirst();
  if (!user) return { ok: true };
  if (kind === "password_reset") {
    const token = await issueUserToken(db, user.id, "password_reset", now);
    const message = composeAccountEmail(mail, lang, { kind: "passwordReset", to: user.email, link: makeLink(token) });
    await sendAccountEmail(db, deliver, message);
  } else {
    const code = await issueUserToken(db, user.id, "once_code", now);
    const message = composeAccountEmail(mail, lang, { kind: "signInLink", to: user.email, link: makeLink(code) });
    await sendAccountEmail(db, deliver, message);
  }
  return { ok: true };
}
