import type { InboxStatus } from "@core/editorial/inbox/inbox-rules";
import { useI18n } from "~/i18n/translate";

/** An item's status as a small label (the list, the item page). */
export function InboxStatusBadge({ status }: { status: InboxStatus }) {
  const { t } = useI18n();
  return <span className={`inbox-status inbox-status--${status}`}>{t(`editorial.inbox.status.${status}`)}</span>;
}
