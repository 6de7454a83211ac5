import { formatDate } from "@core/dates/format-date";
import type { InboxEvent } from "@core/editorial/inbox/find-inbox-item";
import { isInboxStatus, WAIVER_DECISIONS, type WaiverDecision } from "@core/editorial/inbox/inbox-rules";
import { isLang } from "@core/config/constants";
import { useI18n } from "~/i18n/translate";
import { OfficeSection } from "../RecordParts";

/** "partial 40%" as stored on the history line → the decision and its share. */
function parseWaiver(value: string | null): { decision: WaiverDecision; share: string } | null {
  const [decision, share] = (value ?? "").split(" ");
  return (WAIVER_DECISIONS as readonly string[]).includes(decision ?? "")
    ? { decision: decision as WaiverDecision, share: (share ?? "").replace("%", "") }
    : null;
}

function EventText({ event }: { event: InboxEvent }) {
  const { t } = useI18n();
  const status = (s: string | null) => (isInboxStatus(s) ? t(`editorial.inbox.status.${s}`) : "–");
  switch (event.type) {
    case "status":
      return <p>{t("editorial.inbox.history.status", { from: status(event.before), to: status(event.after) })}</p>;
    case "assignee":
      return (
        <p>
          {event.after
            ? t("editorial.inbox.history.assigned", { name: event.after })
            : t("editorial.inbox.history.unassigned", { name: event.before ?? "–" })}
        </p>
      );
    case "note":
      return (
        <>
          <p>{t("editorial.inbox.history.note")}</p>
          <blockquote className="inbox-long">{event.body}</blockquote>
        </>
      );
    case "reply":
      return (
        <>
          <p>
            {t("editorial.inbox.history.reply", {
              language: isLang(event.language ?? undefined)
                ? t(`editorial.inbox.language.${event.language as "en" | "cn"}`)
                : "–",
            })}
          </p>
          <div className="inbox-sent">
            <p className="inbox-sent__subject">{event.subject}</p>
            <div className="inbox-long">{event.body}</div>
          </div>
        </>
      );
    case "waiver": {
      const w = parseWaiver(event.after);
      return (
        <>
          <p>{w ? t(`editorial.inbox.history.waiver.${w.decision}`, { share: w.share }) : event.after}</p>
          <blockquote className="inbox-long">{event.body}</blockquote>
        </>
      );
    }
  }
}

/** An item's history, newest first: status and assignee changes, notes, replies as sent, the waiver decision. */
export function InboxHistory({ events }: { events: readonly InboxEvent[] }) {
  const { lang, t } = useI18n();
  return (
    <OfficeSection id="inbox-history" className="inbox-section" title={t("editorial.inbox.history.title")}>
      {events.length === 0 ? (
        <p>{t("editorial.inbox.history.none")}</p>
      ) : (
        <ol className="inbox-history">
          {events.map((e) => (
            <li key={e.id} className={`inbox-history__item inbox-history__item--${e.type}`}>
              <p className="inbox-history__meta">
                <time dateTime={e.at}>
                  {formatDate(e.at, lang)} {e.at.slice(11, 16)}
                </time>{" "}
                · {e.actor}
              </p>
              <EventText event={e} />
            </li>
          ))}
        </ol>
      )}
    </OfficeSection>
  );
}
