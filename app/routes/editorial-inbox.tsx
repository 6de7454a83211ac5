import "virtual:messages/with/forms";
import "virtual:messages/with/office";
import { Link } from "react-router";
import type { Route } from "./+types/editorial-inbox";
import { formatDate } from "@core/dates/format-date";
import { INBOX_KIND_FILTERS, INBOX_STATUSES, inboxItemPath } from "@core/editorial/inbox/inbox-rules";
import { listInboxItems } from "@core/editorial/inbox/list-inbox-items";
import { useI18n } from "~/i18n/translate";
import { FilterSelect } from "~/components/editorial/FilterSelect";
import { InboxStatusBadge } from "~/components/editorial/inbox/InboxStatusBadge";
import { InboxTabs } from "~/components/editorial/inbox/InboxTabs";
import { PagedList, SearchFilters } from "~/components/editorial/ListPageParts";
import { OfficePage } from "~/components/editorial/RecordParts";
import { listQuery, loadOfficePage, pagesOf } from "~/lib/editorial-office-page.server";
import "~/styles/editorial.css";
import "~/styles/editorial-inbox.css";

/** Editors only (ADR 0099): everyone else gets the not-found page, which reveals nothing. */
export const loader = (args: Route.LoaderArgs) =>
  loadOfficePage(args, async ({ db, search }) => {
    const query = listQuery(search, 200, { kind: INBOX_KIND_FILTERS, status: INBOX_STATUSES });
    const { rows, total } = await listInboxItems(db, query);
    return { query, rows, total, pages: pagesOf(total, query.page) };
  });

/**
 * /{lang}/editorial/inbox: everything the forms received (inquiries, submissions and fee-waiver requests, reviewer and
 * ambassador applications, help requests), newest first, by kind, status and words (ADR 0110).
 */
export default function EditorialInboxPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { query, rows, total, pages } = loaderData;
  return (
    <OfficePage title={t("forms.editorial.title")}>
      <InboxTabs />
      <p className="forms-lead">{t("editorial.inbox.intro")}</p>
      <SearchFilters
        label={t("editorial.inbox.filter.label")}
        qLabel={t("editorial.inbox.filter.q")}
        q={query.q}
        qMax={200}
      >
        <FilterSelect
          label={t("editorial.inbox.filter.kind")}
          name="kind"
          value={query.kind}
          options={INBOX_KIND_FILTERS.map((k) => ({ value: k, label: t(`editorial.inbox.kinds.${k}`) }))}
        />
        <FilterSelect
          label={t("editorial.inbox.filter.status")}
          name="status"
          value={query.status}
          options={INBOX_STATUSES.map((s) => ({ value: s, label: t(`editorial.inbox.status.${s}`) }))}
        />
      </SearchFilters>
      <PagedList
        count={t("editorial.inbox.count", { count: total })}
        none={t("editorial.inbox.none")}
        page={query.page}
        pages={pages}
        head={[
          t("forms.editorial.received"),
          ...(["item", "from", "about", "status", "assignee"] as const).map((c) => t(`editorial.inbox.col.${c}`)),
        ]}
        rows={rows}
        rowKey={(r) => `${r.kind}-${r.id}`}
        cells={(r) => (
          <>
            <td>{formatDate(r.createdAt, lang)}</td>
            <td>
              <Link to={inboxItemPath(lang, r.kind, r.id)} className="inbox-ref">
                {r.reference}
              </Link>
              <div className="forms-hint">{t(`editorial.inbox.kind.${r.kind}`)}</div>
            </td>
            <td className="inbox-from">
              {r.name ? <span>{r.name}</span> : null}
              {r.email ? <span className="forms-hint">{r.email}</span> : null}
            </td>
            <td>
              {r.title}
              {r.waiver ? <div className="inbox-flag">{t("editorial.inbox.waiverRequested")}</div> : null}
            </td>
            <td>
              <InboxStatusBadge status={r.status} />
            </td>
            <td>{r.assignee ?? "–"}</td>
          </>
        )}
      />
    </OfficePage>
  );
}
