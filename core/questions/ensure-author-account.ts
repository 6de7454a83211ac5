import type { Lang } from "../config/constants";
import type { Db } from "../db/client";
import { normalizeEmail } from "../users/account-schemas";

/** A password hash no password matches (core/users/hash-password.ts reads only scrypt hashes). */
const NO_PASSWORD = "!";

/**
 * The account of a corresponding author's e-mail address (ADR 0111), which the answer link's once-code belongs to:
 * the existing one, or a new one without a password, named as the protocol names the author and in the language
 * their e-mails will be written in (Chinese when the protocol gives a Chinese name). "Forgot password" later gives
 * the author a password. Two questions at once create one account (the unique e-mail decides).
 */
export async function ensureAuthorAccount(
  trx: Db,
  author: { email: string; nameEn: string; nameCn: string | null },
  now = new Date(),
): Promise<{ id: number; lang: Lang }> {
  const email = normalizeEmail(author.email);
  const lang: Lang = author.nameCn ? "cn" : "en";
  await trx
    .insertInto("users")
    .values({
      email,
      username: email.split("@")[0]!.slice(0, 64),
      password_hash: NO_PASSWORD,
      full_name: author.nameEn,
      contact_email: email,
      language: lang,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
  const row = await trx
    .selectFrom("users")
    .select(["id", "language"])
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return { id: row.id, lang: row.language === "cn" ? "cn" : "en" };
}
