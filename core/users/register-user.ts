import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import { SIGNUPS_PER_IP } from "./account-limits";
import { normalizeEmail, type SignUpInput } from "./account-schemas";
import { hashPassword } from "./hash-password";
import { newPasswordProblem } from "./new-password-problem";

export type RegisterResult =
  | { ok: true; userId: number }
  | { ok: false; problem: "email-taken" | "rate-limited" | "too-short" | "too-long" | "too-common" };

/**
 * Creates a reader's account from a validated sign-up form. The user name is the e-mail's local part
 * (it is only a label: readers log in with their e-mail). `ip` is null when the server cannot tell it.
 * "email-taken" is for signUpReader (and tests) only: readers never see it (ADR 0081). Throws
 * PasswordWorkBusyError when the password queue is full.
 */
export async function registerUser(db: Db, input: SignUpInput, lang: Lang, ip: string | null, now = new Date()): Promise<RegisterResult> {
  const problem = newPasswordProblem(input.password);
  if (problem) return { ok: false, problem };
  if (ip && !(await consumeRateLimit(db, `signup:ip:${ip}`, SIGNUPS_PER_IP, now))) return { ok: false, problem: "rate-limited" };
  const email = normalizeEmail(input.email);
  // Hash before looking: a taken address costs the same time as a new one (ADR 0081).
  const passwordHash = await hashPassword(input.password);
  const existing = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
  if (existing) return { ok: false, problem: "email-taken" };
  try {
    const row = await db
      .insertInto("users")
      .values({
        email,
        username: email.split("@")[0]!.slice(0, 64),
        password_hash: passwordHash,
        full_name: input.full_name,
        first_name: input.first_name,
        last_name: input.last_name,
        contact_email: email,
        language: lang,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ok: true, userId: row.id };
  } catch (error) {
    // Two sign-ups with the same address at once: the unique index decides.
    const again = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
    if (again) return { ok: false, problem: "email-taken" };
    throw error;
  }
}
