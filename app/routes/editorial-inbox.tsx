import "~/i18n/office-messages";
import { Form, Link } from "react-router";
import type { Route } from "./+types/editorial-inbox";
import { formatDate } from "@core/dates/format-date";
import {
  INBOX_KIND_FILTERS,
  INBOX_STATUSES,
  inboxItemPath,
  type InboxKindFilter,
  type InboxStatus,
} from "@core/editorial/inbox/inbox-rules";
import { listInboxItems } from "@core/editorial/inbox/list-inbox-items";
import { pageCount, parsePage } from "@core/protocols/paging";
import { allowedValue } from "@core/config/allowed-value";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { EditorialNav } from "~/components/editorial/EditorialNav";
import { FilterSelect } from "~/components/editorial/FilterSelect";
import { InboxStatusBadge } from "~/components/editorial/inbox/InboxStatusBadge";
import { InboxTabs } from "~/components/editorial/inbox/InboxTabs";
import { RecordTable } from "~/components/editorial/RecordTable";
import { Pagination } from "~/components/reading/Pagination";
import { requireEditor } from "~/lib/editorial.server";
import { notFound, parameterError } from "~/lib/route-errors";
import "~/styles/forms.css";
import "~/styles/editorial.css";
import "~/styles/editorial-inbox.css";

/** Editors only (ADR 0099): everyone else gets the not-found page, which reveals nothing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(request, context);
  const params = new URL(request.url).searchParams;
  const page = parsePage(params.get("page"));
  if (page === null) throw parameterError();
  const query = {
    q: (params.get("q") ?? "").slice(0, 200),
    kind: allowedValue<InboxKindFilter>(INBOX_KIND_FILTERS, params.get("kind")),
    status: allowedValue<InboxStatus>(INBOX_STATUSES, params.get("status")),
    page,
  };
  const { rows, total } = await listInboxItems(context.db, query);
  const pages = pageCount(total);
  if (page > pages) throw notFound();
  return { query, rows, total, pages };
}

/**
 * /{lang}/editorial/inbox: everything the forms received (inquiries, submissions and fee-waiver requests, reviewer and
 * ambassador applications, help requests), newest first, by kind, status and words (ADR 0110).
 */
export default function EditorialInboxPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { query, rows, total, pages } = loaderData;
  return (
    <main id="main" className="container forms-page editorial-page">
      <PageHead title={t("forms.editorial.title")} noindex />
      <EditorialNav />
      <h1>{t("forms.editorial.title")}</h1>
      <InboxTabs />
      <p className="forms-lead">{t("editorial.inbox.intro")}</p>
      <Form method="get" className="editorial-filters" role="search" aria-label={t("editorial.inbox.filter.label")}>
        <label>
          {t("editorial.inbox.filter.q")}
          <input type="search" name="q" defaultValue={query.q} maxLength={200} />
        </label>
        <FilterSelect
          label={t("editorial.inbox.filter.kind")}
          name="kind"
          value={query.kind}
          options={INBOX_KIND_FILTERS}
          optionLabel={(k) => t(`editorial.inbox.kinds.${k}`)}
        />
        <FilterSelect
          label={t("editorial.inbox.filter.status")}
          name="status"
          value={query.status}
          options={INBOX_STATUSES}
          optionLabel={(s) => t(`editorial.inbox.status.${s}`)}
        />
        <button type="submit" className="forms-button">
          {t("editorial.filter.apply")}
        </button>
      </Form>
      <p role="status">{t("editorial.inbox.count", { count: total })}</p>
      {rows.length === 0 ? (
        <p>{t("editorial.inbox.none")}</p>
      ) : (
        <RecordTable
          head={[
            t("forms.editorial.received"),
            t("editorial.inbox.col.item"),
            t("editorial.inbox.col.from"),
            t("editorial.inbox.col.about"),
            t("editorial.inbox.col.status"),
            t("editorial.inbox.col.assignee"),
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
      )}
      <Pagination page={query.page} pages={pages} />
    </main>
  );
}
