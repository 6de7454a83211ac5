import { sql } from "kysely";
import type { Db } from "../db/client";
import { LIST_PAGE_SIZE } from "../protocols/paging";

export const SUBSCRIBER_STATES = ["confirmed", "unconfirmed"] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

export interface AlertSubscriber {
  id: number;
  email: string;
  language: string;
  categoryIds: number[];
  createdAt: string;
  confirmedAt: string | null;
  lastDigestAt: string | null;
}

/** The alerts' subscribers for the office (ADR 0110), newest first, by part of the address and state, a page at a time. */
export async function listAlertSubscribers(
  db: Db,
  query: { q: string; state: SubscriberState | null; page: number },
): Promise<{ rows: AlertSubscriber[]; total: number }> {
  let q = db.selectFrom("subscriptions");
  const text = query.q.trim().toLowerCase();
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(sql<boolean>`lower(email) like ${pattern} escape '\\'`);
  }
  if (query.state === "confirmed") q = q.where("confirmed_at", "is not", null);
  if (query.state === "unconfirmed") q = q.where("confirmed_at", "is", null);
  const counted = await q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
  const rows = await q
    .select(["id", "email", "language", "category_ids", "created_at", "confirmed_at", "last_digest_at"])
    .orderBy("id", "desc")
    .limit(LIST_PAGE_SIZE)
    .offset((query.page - 1) * LIST_PAGE_SIZE)
    .execute();
  return {
    total: Number(counted?.n ?? 0),
    rows: rows.map((r) => ({
      id: r.id,
      email: r.email,
      language: r.language,
      categoryIds: JSON.parse(r.category_ids) as number[],
      createdAt: r.created_at,
      confirmedAt: r.confirmed_at,
      lastDigestAt: r.last_digest_at,
    })),
  };
}
