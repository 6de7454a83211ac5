import "~/i18n/office-messages";
import { Form, Link, useActionData, useLocation } from "react-router";
import type { Route } from "./+types/editorial-inbox-subscribers";
import { eraseAlertSubscriber } from "@core/alerts/erase-alert-subscriber";
import { findLastDigestRun } from "@core/alerts/find-last-digest-run";
import { listAlertSubscribers, SUBSCRIBER_STATES, type SubscriberState } from "@core/alerts/list-alert-subscribers";
import { categoryName } from "@core/categories/category-name";
import { parseRecordId } from "@core/db/parse-record-id";
import { formatDate } from "@core/dates/format-date";
import { subscriberForm } from "@core/editorial/inbox/inbox-forms";
import { pageCount, parsePage } from "@core/protocols/paging";
import { allowedValue } from "@core/config/allowed-value";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { EditorialNav } from "~/components/editorial/EditorialNav";
import { FilterSelect } from "~/components/editorial/FilterSelect";
import { InboxTabs } from "~/components/editorial/inbox/InboxTabs";
import { RecordTable } from "~/components/editorial/RecordTable";
import { FormAlert, FormMeta } from "~/components/forms/FormParts";
import { Pagination } from "~/components/reading/Pagination";
import type { FormActionData } from "~/lib/forms/form-action-data";
import { newIdempotencyKey } from "~/lib/forms/new-idempotency-key.server";
import { runFormAction, type SubmitOutcome } from "~/lib/forms/run-form-action.server";
import { requireEditor } from "~/lib/editorial.server";
import { guardLanguage } from "~/lib/language-guard.server";
import { notFound, parameterError } from "~/lib/route-errors";
import "~/styles/forms.css";
import "~/styles/editorial.css";
import "~/styles/editorial-inbox.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(request, context);
  const params = new URL(request.url).searchParams;
  const page = parsePage(params.get("page"));
  if (page === null) throw parameterError();
  const query = {
    q: (params.get("q") ?? "").slice(0, 256),
    state: allowedValue<SubscriberState>(SUBSCRIBER_STATES, params.get("state")),
    page,
  };
  const [{ rows, total }, lastRun] = await Promise.all([
    listAlertSubscribers(context.db, query),
    findLastDigestRun(context.db),
  ]);
  const pages = pageCount(total);
  if (page > pages) throw notFound();
  // The erasure asks once more, on the row's own address, before anything is deleted (it cannot be undone).
  const eraseId = parseRecordId(params.get("erase"));
  const erasing = eraseId === null ? null : (rows.find((r) => r.id === eraseId) ?? null);
  return {
    query,
    rows,
    total,
    pages,
    lastRun,
    erasing,
    done: params.get("done") === "erase",
    idempotencyKey: newIdempotencyKey(),
  };
}

export async function action(args: Route.ActionArgs) {
  const { actor } = await requireEditor(args.request, args.context);
  const lang = guardLanguage(args.request);
  return runFormAction(args, {
    name: "editorial",
    form: subscriberForm,
    async submit({ db, values }): Promise<SubmitOutcome> {
      const erased = await eraseAlertSubscriber(db, values.subscriberId, actor);
      if (!erased) return { ok: false, formError: "editorial.inbox.subscribers.error.gone" };
      return { ok: true, reference: null, emailIds: [], redirectTo: `/${lang}/editorial/inbox/subscribers?done=erase` };
    },
  });
}

/** /{lang}/editorial/inbox/subscribers: the alerts' subscribers, confirmed or not, erasure on request, the digest's last run (ADR 0110). */
export default function EditorialSubscribersPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const location = useLocation();
  const result = useActionData<FormActionData>();
  const { query, rows, total, pages, lastRun, erasing, done, idempotencyKey } = loaderData;
  const withErase = (id: number | null) => {
    const search = new URLSearchParams(location.search);
    search.delete("done");
    if (id === null) search.delete("erase");
    else search.set("erase", String(id));
    const text = search.toString();
    return `${location.pathname}${text ? `?${text}` : ""}`;
  };
  const when = (iso: string) => `${formatDate(iso, lang)} ${iso.slice(11, 16)}`;
  return (
    <main id="main" className="container forms-page editorial-page">
      <PageHead title={t("editorial.inbox.subscribers.title")} noindex />
      <EditorialNav />
      <h1>{t("editorial.inbox.subscribers.title")}</h1>
      <InboxTabs />
      <section aria-labelledby="digest-run" className="editorial-notice">
        <h2 id="digest-run">{t("editorial.inbox.subscribers.lastRun")}</h2>
        <p>
          {lastRun
            ? t("editorial.inbox.subscribers.lastRunText", {
                when: when(lastRun.finishedAt),
                day: formatDate(lastRun.digestDay, lang),
                subscribers: lastRun.subscribers,
                digests: lastRun.digests,
                sent: lastRun.sent,
                failed: lastRun.failed,
              })
            : t("editorial.inbox.subscribers.neverRun")}
        </p>
      </section>
      {done && !result ? (
        <p className="editorial-notice" role="status">
          {t("editorial.inbox.subscribers.erased")}
        </p>
      ) : null}
      <FormAlert message={result?.status === "error" ? result.formError : null} />
      {erasing ? (
        <section aria-labelledby="erase-confirm" className="inbox-erase">
          <h2 id="erase-confirm">{t("editorial.inbox.subscribers.confirmTitle")}</h2>
          <p>{t("editorial.inbox.subscribers.confirmText", { email: erasing.email })}</p>
          <Form method="post" className="editorial-actions">
            <FormMeta idempotencyKey={idempotencyKey} requiredNote={false} />
            <input type="hidden" name="intent" value="erase" />
            <input type="hidden" name="subscriberId" value={erasing.id} />
            <button type="submit" className="forms-button forms-button--danger">
              {t("editorial.inbox.subscribers.eraseNow")}
            </button>
            <Link to={withErase(null)}>{t("editorial.inbox.subscribers.cancel")}</Link>
          </Form>
        </section>
      ) : null}
      <Form
        method="get"
        className="editorial-filters"
        role="search"
        aria-label={t("editorial.inbox.subscribers.filter")}
      >
        <label>
          {t("editorial.inbox.subscribers.q")}
          <input type="search" name="q" defaultValue={query.q} maxLength={256} />
        </label>
        <FilterSelect
          label={t("editorial.inbox.subscribers.state")}
          name="state"
          value={query.state}
          options={SUBSCRIBER_STATES}
          optionLabel={(s) => t(`editorial.inbox.subscribers.${s}`)}
        />
        <button type="submit" className="forms-button">
          {t("editorial.filter.apply")}
        </button>
      </Form>
      <p role="status">{t("editorial.inbox.subscribers.count", { count: total })}</p>
      {rows.length === 0 ? (
        <p>{t("editorial.inbox.subscribers.none")}</p>
      ) : (
        <RecordTable
          head={[
            t("forms.field.email"),
            t("editorial.inbox.subscribers.state"),
            t("editorial.inbox.field.language"),
            t("editorial.inbox.subscribers.subjects"),
            t("editorial.inbox.subscribers.lastDigest"),
            t("editorial.inbox.subscribers.actions"),
          ]}
          rows={rows}
          rowKey={(r) => r.id}
          cells={(r) => (
            <>
              <td>{r.email}</td>
              <td>
                {r.confirmedAt
                  ? t("editorial.inbox.subscribers.confirmedOn", { date: formatDate(r.confirmedAt, lang) })
                  : t("editorial.inbox.subscribers.unconfirmedSince", { date: formatDate(r.createdAt, lang) })}
              </td>
              <td>
                {r.language === "cn" || r.language === "en" ? t(`editorial.inbox.language.${r.language}`) : r.language}
              </td>
              <td>
                {r.categoryIds.length
                  ? r.categoryIds.map((c) => categoryName(c, lang)).join(lang === "cn" ? "、" : ", ")
                  : t("editorial.inbox.subscribers.allSubjects")}
              </td>
              <td>{r.lastDigestAt ? formatDate(r.lastDigestAt, lang) : "–"}</td>
              <td>
                <Link to={withErase(r.id)} aria-label={t("editorial.inbox.subscribers.eraseLabel", { email: r.email })}>
                  {t("editorial.inbox.subscribers.erase")}
                </Link>
              </td>
            </>
          )}
        />
      )}
      <Pagination page={query.page} pages={pages} />
    </main>
  );
}
