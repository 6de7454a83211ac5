import { useEffect, useState } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/searchlist";
import { NARROW_MAX_WIDTH_PX, SEARCH_RESULT_CAP } from "@core/config/constants";
import { joinQueryText } from "@core/search/query-rules";
import { listSearchOptions } from "@core/search/list-search-options";
import { searchProtocols } from "@core/search/search-protocols";
import { parseSearchParams, SEARCH_SORTS, searchUrl, type SearchRequest, type SearchSort } from "@core/search/search-params";
import { getSessionUser } from "~/lib/session.server";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { AdvancedSearchForm } from "~/components/search/AdvancedSearchForm";
import { KindTabs } from "~/components/search/KindTabs";
import { queryFields } from "~/components/search/query-fields";
import { SearchBox } from "~/components/search/SearchBox";
import { SearchFilters } from "~/components/search/SearchFilters";
import { SearchPagination } from "~/components/search/SearchPagination";
import { SearchResultList } from "~/components/search/SearchResultList";
import { SearchQueryHelp } from "~/components/search/SearchQueryHelp";
import { guardLanguage } from "~/lib/language-guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = guardLanguage(request);
  // The SPEC's rules again on whatever URL arrives: capped, never an error.
  const search = parseSearchParams(new URL(request.url).searchParams);
  const [user, options] = await Promise.all([getSessionUser(request, context), listSearchOptions(context.db)]);
  const results = await searchProtocols(context.db, search, { lang, signedIn: user !== null });
  return { search, options, results };
}

function hrefFor(lang: string, s: SearchRequest, page: number, sort: SearchSort = s.filters.sort): string {
  if (s.mode === "none") return `/${lang}/searchlist`;
  return searchUrl(lang, { mode: s.mode, rows: s.rows, scope: s.scope, varia: s.varia, kind: s.kind, filters: { ...s.filters, sort }, page });
}

function SortControl({ search }: { search: SearchRequest }) {
  const { lang, t } = useI18n();
  const navigate = useNavigate();
  const fields = queryFields(search);
  const f = search.filters;
  if (f.area !== null) fields.push(["area", String(f.area)]);
  if (f.organism !== null) fields.push(["organism", String(f.organism)]);
  if (f.from !== null || f.to !== null) {
    fields.push(["date", "custom"]);
    if (f.from) fields.push(["from", f.from]);
    if (f.to) fields.push(["to", f.to]);
  }
  if (!f.synonyms) fields.push(["synonyms", "off"]);
  return (
    <Form method="get" action={`/${lang}/searchlist`} className="search-sort">
      {fields.map(([k, v]) => (
        <input key={`${k}=${v}`} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor="search-sort">{t("search.sort")}</label>
      <select
        id="search-sort"
        name="sort"
        value={f.sort}
        onChange={(e) => navigate(hrefFor(lang, search, 1, e.target.value as SearchSort))}
      >
        {SEARCH_SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`search.sort.${s}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit">{t("search.sort.apply")}</button>
      </noscript>
    </Form>
  );
}

/**
 * The filters: open beside the results on wide screens, folded above them on narrow ones. The page arrives folded
 * and opens on wide screens: arriving open and folding on a phone pushed the results up under the reader's eyes
 * (a layout shift of 0.15, ADR 0126), while opening the side column moves nothing.
 */
function FiltersPanel({ children }: { children: React.ReactNode }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!window.matchMedia(`(max-width: ${NARROW_MAX_WIDTH_PX}px)`).matches) setOpen(true);
  }, []);
  return (
    <details className="search-layout__filters" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t("search.filters")}</summary>
      {children}
    </details>
  );
}

/** /{lang}/searchlist (SPEC §2.2, §2.8, §5): simple and advanced search results, with filters and sorts. */
export default function SearchListPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const location = useLocation();
  const { search, options, results } = loaderData;
  // Marks the page interactive (its forms apply the rules in the browser from then on).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const queryLine = joinQueryText(search.rows, (f) => t(`search.queryField.${f}`), t("search.queryConnector"));
  const searched = search.mode !== "none" && search.rows.length > 0;
  return (
    <main id="main" className="container search-page" data-hydrated={hydrated ? "" : undefined}>
      <PageHead title={queryLine ? `${queryLine} · ${t("page.searchlist")}` : t("page.searchlist")} description={t("search.intro")} noindex />
      <h1>{t("page.searchlist")}</h1>
      <div className="search-page__forms">
        <SearchBox variant="page" key={`box-${location.search}`} />
        <AdvancedSearchForm variant="page" />
      </div>

      <div className="search-page__messages">
        {search.notices.truncated ? (
          <p role="alert" className="search-warning">
            {t("search.tooLong")}
          </p>
        ) : null}
        {search.notices.overLimit ? (
          <p role="alert" className="search-tip">
            {t("search.rowLimit")}
          </p>
        ) : null}
        {search.notices.missingTerm ? (
          <p role="alert" className="search-warning">
            {t("search.termRequired")}
          </p>
        ) : null}
      </div>

      {searched ? (
        <p className="search-query">
          <span className="search-query__label">{t("search.queryLabel")}</span> <q className="search-query__text">{queryLine}</q>
        </p>
      ) : null}
      {searched ? (
        <SearchQueryHelp search={search} results={results} />
      ) : search.mode === "none" ? (
        <p className="search-page__intro">{t("search.intro")}</p>
      ) : null}

      {searched ? (
        <>
          <KindTabs request={search} />
          <div className="search-layout">
            <FiltersPanel>
              <SearchFilters request={search} options={options} key={`filters-${location.search}`} />
            </FiltersPanel>
            <section className="search-layout__results" aria-labelledby="search-results-heading">
              <div className="search-results__bar">
                <h2 id="search-results-heading" className="search-results__count" aria-live="polite">
                  {results.total === 0
                    ? t("search.noResults")
                    : results.more
                      ? t("search.resultCountMore", { count: SEARCH_RESULT_CAP })
                      : t("search.resultCount", { count: results.total })}
                </h2>
                {results.total > 0 ? <SortControl search={search} /> : null}
              </div>
              {results.more ? <p className="search-results__window">{t("search.windowNote", { count: SEARCH_RESULT_CAP })}</p> : null}
              {results.hits.length ? <SearchResultList hits={results.hits} /> : results.total > 0 ? <p className="search-empty">{t("search.noResults")}</p> : null}
              <SearchPagination page={results.page} pageCount={results.pageCount} href={(p) => hrefFor(lang, search, p)} />
            </section>
          </div>
        </>
      ) : null}
    </main>
  );
}
