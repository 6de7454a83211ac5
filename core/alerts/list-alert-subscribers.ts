import { sql } from "kysely";
import type { Db } from "../db/client";
import { containsPattern } from "../db/contains-pattern";
import { pageOfRows } from "../protocols/paging";

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
    q = q.where(sql<boolean>`lower(email) like ${containsPattern(text)} escape '\\'`);
  }
  if (query.state === "confirmed") q = q.where("confirmed_at", "is not", null);
  if (query.state === "unconfirmed") q = q.where("confirmed_at", "is", null);
  return pageOfRows(
    q,
    query.page,
    (page) => page.select(["id", "email", "language", "category_ids", "created_at", "confirmed_at", "last_digest_at"]).orderBy("id", "desc"),
    (r) => ({
      id: r.id,
      email: r.email,
      language: r.language,
      categoryIds: JSON.parse(r.category_ids) as number[],
      createdAt: r.created_at,
      confirmedAt: r.confirmed_at,
      lastDigestAt: r.last_digest_at,
    }),
  );
}
