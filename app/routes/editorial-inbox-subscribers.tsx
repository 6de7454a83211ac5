import "virtual:messages/with/office";
import { Link, useActionData, useLocation } from "react-router";
import type { Route } from "./+types/editorial-inbox-subscribers";
import { eraseAlertSubscriber } from "@core/alerts/erase-alert-subscriber";
import { findLastDigestRun } from "@core/alerts/find-last-digest-run";
import { listAlertSubscribers, SUBSCRIBER_STATES } from "@core/alerts/list-alert-subscribers";
import { categoryName } from "@core/categories/category-name";
import { parseRecordId } from "@core/db/parse-record-id";
import { formatDate } from "@core/dates/format-date";
import { subscriberForm } from "@core/editorial/inbox/inbox-forms";
import { useI18n } from "~/i18n/translate";
import { FilterSelect } from "~/components/editorial/FilterSelect";
import { InboxTabs } from "~/components/editorial/inbox/InboxTabs";
import { IntentForm } from "~/components/editorial/IntentForm";
import { PagedList, SearchFilters } from "~/components/editorial/ListPageParts";
import { DoneNotice, OfficePage, OfficeSection } from "~/components/editorial/RecordParts";
import { FormAlert } from "~/components/forms/FormParts";
import type { FormActionData } from "~/lib/forms/form-action-data";
import type { SubmitOutcome } from "~/lib/forms/run-form-action.server";
import { listQuery, loadOfficePage, pagesOf, redirectTo, runEditorAction } from "~/lib/editorial-office-page.server";
import "~/styles/editorial.css";
import "~/styles/editorial-inbox.css";

export const loader = (args: Route.LoaderArgs) =>
  loadOfficePage(
    args,
    async ({ db, search }) => {
      const query = listQuery(search, 256, { state: SUBSCRIBER_STATES });
      const [{ rows, total }, lastRun] = await Promise.all([listAlertSubscribers(db, query), findLastDigestRun(db)]);
      const pages = pagesOf(total, query.page);
      // The erasure asks once more, on the row's own address, before anything is deleted (it cannot be undone).
      const eraseId = parseRecordId(search.get("erase"));
      const erasing = eraseId === null ? null : (rows.find((r) => r.id === eraseId) ?? null);
      return { query, rows, total, pages, lastRun, erasing };
    },
    ["erase"],
  );

export async function action(args: Route.ActionArgs) {
  return runEditorAction(args, {
    form: subscriberForm,
    async submit({ db, values, actor, lang }): Promise<SubmitOutcome> {
      const erased = await eraseAlertSubscriber(db, values.subscriberId, actor);
      if (!erased) return { ok: false, formError: "editorial.inbox.subscribers.error.gone" };
      return redirectTo(`/${lang}/editorial/inbox/subscribers?done=erase`);
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
    <OfficePage title={t("editorial.inbox.subscribers.title")}>
      <InboxTabs />
      <OfficeSection id="digest-run" className="editorial-notice" title={t("editorial.inbox.subscribers.lastRun")}>
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
      </OfficeSection>
      <DoneNotice text={done && !result ? t("editorial.inbox.subscribers.erased") : null} />
      <FormAlert message={result?.status === "error" ? result.formError : null} />
      {erasing ? (
        <OfficeSection id="erase-confirm" className="inbox-erase" title={t("editorial.inbox.subscribers.confirmTitle")}>
          <p>{t("editorial.inbox.subscribers.confirmText", { email: erasing.email })}</p>
          <IntentForm intent="erase" idempotencyKey={idempotencyKey} className="editorial-actions">
            <input type="hidden" name="subscriberId" value={erasing.id} />
            <button type="submit" className="forms-button forms-button--danger">
              {t("editorial.inbox.subscribers.eraseNow")}
            </button>
            <Link to={withErase(null)}>{t("editorial.inbox.subscribers.cancel")}</Link>
          </IntentForm>
        </OfficeSection>
      ) : null}
      <SearchFilters
        label={t("editorial.inbox.subscribers.filter")}
        qLabel={t("editorial.inbox.subscribers.q")}
        q={query.q}
        qMax={256}
      >
        <FilterSelect
          label={t("editorial.inbox.subscribers.state")}
          name="state"
          value={query.state}
          options={SUBSCRIBER_STATES.map((s) => ({ value: s, label: t(`editorial.inbox.subscribers.${s}`) }))}
        />
      </SearchFilters>
      <PagedList
        count={t("editorial.inbox.subscribers.count", { count: total })}
        none={t("editorial.inbox.subscribers.none")}
        page={query.page}
        pages={pages}
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
    </OfficePage>
  );
}
