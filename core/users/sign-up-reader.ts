import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import type { MailSettings } from "../mail/email-message";
import type { DeliverEmails } from "../mail/queue-email-delivery";
import { normalizeEmail, type SignUpInput } from "./account-schemas";
import { composeAccountEmail } from "./compose-account-email";
import { issueUserToken } from "./issue-user-token";
import { PasswordWorkBusyError } from "./password-work-queue";
import { registerUser } from "./register-user";
import { sendAccountEmail } from "./send-account-email";

export type SignUpResult = { ok: true } | { ok: false; problem: "rate-limited" | "busy" | "too-short" | "too-long" | "too-common" };

/**
 * The sign-up form's action, which never tells whether an address is registered (ADR 0081): a new
 * address gets its account and an e-mail with a one-time link that finishes signing up; a taken one
 * changes nothing and its owner gets an e-mail, in the account's language, saying someone tried. Both
 * answer { ok: true } after the same work: one password hash, one e-mail. `finishLink` puts a one-time
 * code into the link back to the page the reader came from; `loginLink` is the log-in page in a language.
 */
export async function signUpReader(
  db: Db,
  deliver: DeliverEmails,
  mail: MailSettings,
  input: SignUpInput,
  lang: Lang,
  ip: string | null,
  links: { finishLink: (code: string) => string; loginLink: (lang: Lang) => string },
  now = new Date(),
): Promise<SignUpResult> {
  let result;
  try {
    result = await registerUser(db, input, lang, ip, now);
  } catch (error) {
    if (error instanceof PasswordWorkBusyError) return { ok: false, problem: "busy" };
    throw error;
  }
  if (result.ok) {
    const code = await issueUserToken(db, result.userId, "once_code", now);
    const to = normalizeEmail(input.email);
    const message = composeAccountEmail(mail, lang, { kind: "finishSignUp", to, link: links.finishLink(code) });
    await sendAccountEmail(db, deliver, message);
    return { ok: true };
  }
  if (result.problem !== "email-taken") return { ok: false, problem: result.problem };
  const owner = await db.selectFrom("users").select(["email", "language"]).where("email", "=", normalizeEmail(input.email)).executeTakeFirst();
  if (owner) {
    const ownerLang: Lang = owner.language === "cn" ? "cn" : "en";
    const link = links.loginLink(ownerLang);
    const message = composeAccountEmail(mail, ownerLang, { kind: "signUpAttempt", to: owner.email, link });
    await sendAccountEmail(db, deliver, message);
  }
  return { ok: true };
}
