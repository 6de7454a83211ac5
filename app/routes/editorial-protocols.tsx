import "virtual:messages/with/office";
import { Link } from "react-router";
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
import { pageCount } from "@core/protocols/paging";
import { allowedValue } from "@core/config/allowed-value";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { FilterSelect } from "~/components/editorial/FilterSelect";
import { PagedList, SearchFilters } from "~/components/editorial/ListPageParts";
import { OfficePage, OfficeSection } from "~/components/editorial/RecordParts";
import { RecordTable } from "~/components/editorial/RecordTable";
import { listQuery, loadOfficePage } from "~/lib/editorial-office-page.server";
import "~/styles/editorial.css";

export const loader = (args: Route.LoaderArgs) =>
  loadOfficePage(args, async ({ db, search }) => {
    const query = {
      ...listQuery(search, 200, { status: EDITORIAL_STATUSES, kind: LIST_KINDS }),
      sort: allowedValue(EDITORIAL_SORTS, search.get("sort")) ?? ("newest" as EditorialSort),
    };
    const [list, drafts] = await Promise.all([listEditorialProtocols(db, query), listOpenDrafts(db)]);
    // Past the last page, the list is empty (it is not an error here).
    return { query, ...list, pages: pageCount(list.total), drafts };
  });

/** /{lang}/editorial/protocols: drafts in preparation and protocols online, for editors (issue 14). */
export default function EditorialProtocolsPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { query, rows, total, page, pages, drafts } = { ...loaderData, page: loaderData.query.page };
  const title = (en: string, cn: string | null) => (lang === "cn" && cn ? cn : en);
  return (
    <OfficePage title={t("editorial.protocols.title")}>
      <p className="forms-lead">{t("editorial.protocols.intro")}</p>
      <p className="editorial-actions">
        <Link className="forms-button" to={`/${lang}/editorial/protocols/new`}>
          {t("editorial.protocols.new")}
        </Link>
        <Link className="forms-button forms-button--secondary" to={`/${lang}/editorial/protocols/import`}>
          {t("editorial.import.link")}
        </Link>
      </p>

      <OfficeSection id="editorial-drafts" title={t("editorial.protocols.drafts")}>
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
      </OfficeSection>

      <OfficeSection id="editorial-online" title={t("editorial.protocols.online")}>
        <SearchFilters qLabel={t("editorial.filter.q")} q={query.q} qMax={200}>
          <FilterSelect
            label={t("editorial.filter.status")}
            name="status"
            value={query.status}
            options={EDITORIAL_STATUSES.map((s) => ({ value: s, label: t(`editorial.status.${s}` as MessageKey) }))}
          />
          <FilterSelect
            label={t("editorial.filter.kind")}
            name="kind"
            value={query.kind}
            options={LIST_KINDS.map((k) => ({ value: k, label: t(`editorial.kind.${k}` as MessageKey) }))}
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
        </SearchFilters>
        <PagedList
          count={t("editorial.protocols.count", { count: total })}
          none={t("editorial.protocols.none")}
          page={page}
          pages={pages}
          head={(["id", "title", "kind", "status", "online", "view"] as const).map((c) => t(`editorial.col.${c}`))}
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
      </OfficeSection>
    </OfficePage>
  );
}
