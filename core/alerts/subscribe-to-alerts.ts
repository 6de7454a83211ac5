import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import {
  ALERTS_CONFIRMATION_RESEND_AFTER_MS,
  ALERTS_CONFIRMATION_VALID_MS,
  ALERTS_CONFIRMATIONS_PER_ADDRESS_PER_DAY,
} from "../forms/limits";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import type { MailSettings } from "../mail/email-message";
import { composeSubscriptionConfirmation } from "../mail/compose-subscription-confirmation";
import { enqueueEmail } from "../mail/enqueue-email";
import { confirmUrl } from "./alert-links";

/**
 * pending: a confirmation e-mail is on its way (or went out minutes ago: a double click sends no second
 * one); already_subscribed: the address is confirmed; limited: too many confirmations to this address today.
 */
export type SubscribeOutcome = "pending" | "already_subscribed" | "limited";

export function hashConfirmToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Starts a double opt-in subscription (ADR 0043): the address is stored unconfirmed with its categories
 * and language, and a confirmation e-mail is queued in the same transaction. Only the link in that
 * e-mail makes the subscription active.
 */
export async function subscribeToAlerts(
  db: Db,
  mail: MailSettings,
  input: { email: string; language: Lang; categoryIds: readonly number[] },
  now = new Date(),
): Promise<{ outcome: SubscribeOutcome; emailIds: number[] }> {
  try {
    return await subscribeOnce(db, mail, input, now);
  } catch (error) {
    // Two requests for a new address at the same instant: the loser's insert hits the unique e-mail;
    // on the second try it finds the winner's row (and its fresh confirmation).
    if (!/unique|duplicate/i.test(String(error))) throw error;
    return subscribeOnce(db, mail, input, now);
  }
}

async function subscribeOnce(
  db: Db,
  mail: MailSettings,
  input: { email: string; language: Lang; categoryIds: readonly number[] },
  now: Date,
): Promise<{ outcome: SubscribeOutcome; emailIds: number[] }> {
  const email = input.email.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("subscriptions")
      .select(["id", "confirmed_at", "confirm_sent_at"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (existing?.confirmed_at) return { outcome: "already_subscribed" as const, emailIds: [] };
    if (
      existing?.confirm_sent_at &&
      now.getTime() - Date.parse(existing.confirm_sent_at) < ALERTS_CONFIRMATION_RESEND_AFTER_MS
    ) {
      return { outcome: "pending" as const, emailIds: [] };
    }
    const allowed = await consumeRateLimit(
      trx,
      `alerts-confirm:${email}`,
      {
        limit: ALERTS_CONFIRMATIONS_PER_ADDRESS_PER_DAY,
        windowMs: 24 * 60 * 60 * 1000,
      },
      now,
    );
    if (!allowed) return { outcome: "limited" as const, emailIds: [] };

    const token = randomBytes(24).toString("base64url");
    const values = {
      language: input.language,
      category_ids: JSON.stringify([...input.categoryIds].sort((a, b) => a - b)),
      confirm_token_hash: hashConfirmToken(token),
      confirm_sent_at: now.toISOString(),
    };
    if (existing) {
      await trx.updateTable("subscriptions").set(values).where("id", "=", existing.id).execute();
    } else {
      await trx
        .insertInto("subscriptions")
        .values({
          ...values,
          email,
          unsubscribe_token: randomBytes(24).toString("base64url"),
          created_at: now.toISOString(),
        })
        .execute();
    }
    const message = composeSubscriptionConfirmation(mail, {
      lang: input.language,
      email,
      confirmUrl: confirmUrl(mail.origin, input.language, token),
      validDays: Math.round(ALERTS_CONFIRMATION_VALID_MS / 86_400_000),
    });
    return { outcome: "pending" as const, emailIds: [await enqueueEmail(trx, message)] };
  });
}
