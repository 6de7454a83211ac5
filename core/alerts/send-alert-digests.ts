import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import { CATEGORIES } from "../categories/categories";
import { formatDate } from "../dates/format-date";
import { ALERTS_DIGEST_MAX_ITEMS } from "../forms/limits";
import type { MailSettings } from "../mail/email-message";
import { composeAlertDigest, type DigestItem } from "../mail/compose-alert-digest";
import { enqueueEmail } from "../mail/enqueue-email";
import { manageUrl } from "./alert-links";

export interface DigestReport {
  subscribers: number;
  digests: number;
  /** Outbox ids of the queued digests, for delivery. */
  emailIds: number[];
}

interface Candidate {
  id: number;
  titleEn: string;
  titleCn: string | null;
  publishedOn: string;
  categoryIds: number[];
}

const CATEGORY_NAMES = new Map<number, { en: string; cn: string }>(
  CATEGORIES.map((c) => [c.id, { en: c.nameEn, cn: c.nameCn }]),
);

/**
 * Queues each confirmed subscriber's digest of protocols published since their last one, in their
 * categories (none chosen = all) and language. A digest covers whole days: from the day of the last
 * digest (or of confirmation) up to, not including, `today`; so a protocol is announced exactly once
 * whatever time the command runs. Subscribers with nothing new get no e-mail.
 */
export async function sendAlertDigests(db: Db, mail: MailSettings, options: { today: string }): Promise<DigestReport> {
  const subscribers = await db
    .selectFrom("subscriptions")
    .select(["id", "email", "language", "category_ids", "confirmed_at", "last_digest_at", "unsubscribe_token"])
    .where("confirmed_at", "is not", null)
    .orderBy("id")
    .execute();
  const report: DigestReport = { subscribers: subscribers.length, digests: 0, emailIds: [] };
  if (!subscribers.length) return report;

  const fromOf = (s: (typeof subscribers)[number]) =>
    (s.last_digest_at ?? s.confirmed_at ?? options.today).slice(0, 10);
  const earliest = subscribers.map(fromOf).reduce((a, b) => (a < b ? a : b));
  const rows = await db
    .selectFrom("protocols")
    .leftJoin("protocol_categories", "protocol_categories.protocol_id", "protocols.id")
    .select([
      "protocols.id",
      "protocols.title_en",
      "protocols.title_cn",
      "protocols.published_on",
      "protocol_categories.category_id",
    ])
    .where("protocols.kind", "=", "bp")
    .where("protocols.status", "=", "published")
    .where("protocols.published_on", ">=", earliest)
    .where("protocols.published_on", "<", options.today)
    .orderBy("protocols.published_on", "desc")
    .orderBy("protocols.id", "desc")
    .execute();
  const candidates = new Map<number, Candidate>();
  for (const r of rows) {
    let c = candidates.get(r.id);
    if (!c) {
      c = { id: r.id, titleEn: r.title_en, titleCn: r.title_cn, publishedOn: r.published_on!, categoryIds: [] };
      candidates.set(r.id, c);
    }
    if (r.category_id !== null) c.categoryIds.push(r.category_id);
  }

  for (const s of subscribers) {
    const lang: Lang = s.language === "cn" ? "cn" : "en";
    const from = fromOf(s);
    const wanted = new Set(JSON.parse(s.category_ids) as number[]);
    const matching = [...candidates.values()].filter(
      (c) => c.publishedOn >= from && (wanted.size === 0 || c.categoryIds.some((id) => wanted.has(id))),
    );
    await db.transaction().execute(async (trx) => {
      if (matching.length) {
        const items: DigestItem[] = matching.slice(0, ALERTS_DIGEST_MAX_ITEMS).map((c) => ({
          title: (lang === "cn" ? c.titleCn : null) ?? c.titleEn,
          url: `${mail.origin}/${lang}/bpdetail?id=${c.id}&type=bp`,
          meta: [formatDate(c.publishedOn, lang), ...c.categoryIds.map((id) => CATEGORY_NAMES.get(id)?.[lang] ?? "")]
            .filter(Boolean)
            .join(" · "),
        }));
        const message = composeAlertDigest(mail, {
          lang,
          email: s.email,
          items,
          moreCount: matching.length - items.length,
          archiveUrl: `${mail.origin}/${lang}/archive`,
          manageUrl: manageUrl(mail.origin, lang, s.unsubscribe_token),
        });
        report.emailIds.push(await enqueueEmail(trx, message));
        report.digests += 1;
      }
      await trx
        .updateTable("subscriptions")
        .set({ last_digest_at: `${options.today}T00:00:00.000Z` })
        .where("id", "=", s.id)
        .execute();
    });
  }
  return report;
}
