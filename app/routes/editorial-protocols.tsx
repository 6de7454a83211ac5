import "~/i18n/office-messages";
import { Form, Link } from "react-router";
import type { Route } from "./+types/editorial-protocols";
import { formatDate } from "@core/dates/format-date";
import {
  EDITORIAL_SORTS,
  EDITORIAL_STATUSES,
  listEditorialProtocols,
  type EditorialSort,
} from "@core/editorial/list-editorial-protocols";
import { listOpenDrafts } from "@core/editorial/list-open-drafts";
import { LIST_KINDS } from "@core/search/search-params";
import { pageCount, parsePage } from "@core/protocols/paging";
import { allowedValue } from "@core/config/allowed-value";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { EditorialNav } from "~/components/editorial/EditorialNav";
import { FilterSelect } from "~/components/editorial/FilterSelect";
import { Pagination } from "~/components/reading/Pagination";
import { requireEditor } from "~/lib/editorial.server";
import { parameterError } from "~/lib/route-errors";
import { RecordTable } from "~/components/editorial/RecordTable";
import "~/styles/forms.css";
import "~/styles/editorial.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(request, context);
  const params = new URL(request.url).searchParams;
  const page = parsePage(params.get("page"));
  if (page === null) throw parameterError();
  const query = {
    q: (params.get("q") ?? "").slice(0, 200),
    status: allowedValue(EDITORIAL_STATUSES, params.get("status")),
    kind: allowedValue(LIST_KINDS, params.get("kind")),
    sort: allowedValue(EDITORIAL_SORTS, params.get("sort")) ?? ("newest" as EditorialSort),
    page,
  };
  const [list, drafts] = await Promise.all([listEditorialProtocols(context.db, query), listOpenDrafts(context.db)]);
  return { query, ...list, pages: pageCount(list.total), drafts };
}

/** /{lang}/editorial/protocols: drafts in preparation and protocols online, for editors (issue 14). */
export default function EditorialProtocolsPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { query, rows, total, page, pages, drafts } = { ...loaderData, page: loaderData.query.page };
  const title = (en: string, cn: string | null) => (lang === "cn" && cn ? cn : en);
  return (
    <main id="main" className="container forms-page editorial-page">
      <PageHead title={t("editorial.protocols.title")} noindex />
      <EditorialNav />
      <h1>{t("editorial.protocols.title")}</h1>
      <p className="forms-lead">{t("editorial.protocols.intro")}</p>
      <p className="editorial-actions">
        <Link className="forms-button" to={`/${lang}/editorial/protocols/new`}>
          {t("editorial.protocols.new")}
        </Link>
        <Link className="forms-button forms-button--secondary" to={`/${lang}/editorial/protocols/import`}>
          {t("editorial.import.link")}
        </Link>
      </p>

      <section aria-labelledby="editorial-drafts">
        <h2 id="editorial-drafts">{t("editorial.protocols.drafts")}</h2>
        {drafts.length === 0 ? (
          <p>{t("editorial.protocols.noDrafts")}</p>
        ) : (
          <RecordTable
            head={[t("editorial.col.title"), t("editorial.col.kind"), t("editorial.col.saved")]}
            rows={drafts}
            rowKey={(d) => d.id}
            cells={(d) => (
              <>
                    <td>
                      <Link to={`/${lang}/editorial/drafts/${d.id}`}>{title(d.titleEn, d.titleCn)}</Link>
                    </td>
                    <td>{t(`editorial.kind.${d.kind}` as MessageKey)}</td>
                    <td>{formatDate(d.updatedAt, lang)}</td>
              </>
            )}
          />
        )}
      </section>

      <section aria-labelledby="editorial-online">
        <h2 id="editorial-online">{t("editorial.protocols.online")}</h2>
        <Form method="get" className="editorial-filters" role="search">
          <label>
            {t("editorial.filter.q")}
            <input type="search" name="q" defaultValue={query.q} maxLength={200} />
          </label>
          <FilterSelect
            label={t("editorial.filter.status")}
            name="status"
            value={query.status}
            options={EDITORIAL_STATUSES}
            optionLabel={(s) => t(`editorial.status.${s}` as MessageKey)}
          />
          <FilterSelect
            label={t("editorial.filter.kind")}
            name="kind"
            value={query.kind}
            options={LIST_KINDS}
            optionLabel={(k) => t(`editorial.kind.${k}` as MessageKey)}
          />
          <label>
            {t("editorial.filter.sort")}
            <select name="sort" defaultValue={query.sort}>
              {EDITORIAL_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`editorial.sort.${s}` as MessageKey)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="forms-button">
            {t("editorial.filter.apply")}
          </button>
        </Form>
        <p role="status">{t("editorial.protocols.count", { count: total })}</p>
        {rows.length === 0 ? (
          <p>{t("editorial.protocols.none")}</p>
        ) : (
          <RecordTable
            head={[t("editorial.col.id"), t("editorial.col.title"), t("editorial.col.kind"), t("editorial.col.status"), t("editorial.col.online"), t("editorial.col.view")]}
            rows={rows}
            rowKey={(r) => r.id}
            cells={(r) => (
              <>
                    <td>{r.id}</td>
                    <td>
                      <Link to={`/${lang}/editorial/protocols/${r.id}`}>{title(r.titleEn, r.titleCn)}</Link>
                      {r.doi ? <div className="forms-hint">{r.doi}</div> : null}
                    </td>
                    <td>{t(`editorial.kind.${r.kind}` as MessageKey)}</td>
                    <td>{t(`editorial.status.${r.status}` as MessageKey)}</td>
                    <td>{r.onlineOn ? formatDate(r.onlineOn, lang) : "–"}</td>
                    <td>
                      <a href={`/${lang}/bpdetail?id=${r.id}&type=${r.kind}`}>{t("editorial.view")}</a>
                    </td>
              </>
            )}
          />
        )}
        <Pagination page={page} pages={pages} />
      </section>
    </main>
  );
}
