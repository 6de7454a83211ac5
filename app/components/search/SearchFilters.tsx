import { useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import type { SearchOptions } from "@core/search/list-search-options";
import { searchUrl, type SearchFilters as Filters, type SearchRequest } from "@core/search/search-params";
import { useI18n } from "~/i18n/translate";
import { queryFields } from "./query-fields";
import { saveKindFilters } from "./search-session";
import { filtersQueryString } from "@core/search/search-params";
import { localized } from "@core/content/localized";

function splitMonth(value: string | null): { year: string; month: string } {
  return value ? { year: value.slice(0, 4), month: String(Number(value.slice(5, 7))) } : { year: "", month: "" };
}

function MonthYear({ prefix, label, value, years }: { prefix: "from" | "to"; label: string; value: { year: string; month: string }; years: number[] }) {
  const { t } = useI18n();
  const months = t("search.months").split("|");
  return (
    <fieldset className="search-filters__month">
      <legend>{label}</legend>
      <label>
        <span className="visually-hidden">{`${label} ${t("search.filter.year")}`}</span>
        <select name={`${prefix}Year`} defaultValue={value.year} aria-label={`${label} ${t("search.filter.year")}`}>
          <option value="">{t("search.filter.year")}</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="visually-hidden">{`${label} ${t("search.filter.month")}`}</span>
        <select name={`${prefix}Month`} defaultValue={value.month} aria-label={`${label} ${t("search.filter.month")}`}>
          <option value="">{t("search.filter.month")}</option>
          {months.map((m, i) => (
            <option key={m} value={i + 1}>
              {m}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}

/** A filter by one kind of term (research area, organism): any, or one of them by its name in the page's language. */
function TermSelect({
  name,
  label,
  anyLabel,
  value,
  terms,
}: {
  name: "area" | "organism";
  label: string;
  anyLabel: string;
  value: number | null;
  terms: readonly { id: number; nameEn: string; nameCn: string }[];
}) {
  const { lang } = useI18n();
  return (
    <label className="search-filters__field">
      <span>{label}</span>
      <select name={name} defaultValue={value ?? ""}>
        <option value="">{anyLabel}</option>
        {terms.map((term) => (
          <option key={term.id} value={term.id}>
            {localized(lang, term.nameEn, term.nameCn)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Research area, organism and publication date (all, or a range by month and year), for the list kind shown.
 * A GET form: it works without JavaScript; with it, the filters are remembered for this list kind.
 */
export function SearchFilters({ request, options }: { request: SearchRequest; options: SearchOptions }) {
  const { lang, t } = useI18n();
  const navigate = useNavigate();
  const { filters } = request;
  const [custom, setCustom] = useState(filters.from !== null || filters.to !== null);
  const years: number[] = [];
  for (let y = options.lastYear; y >= options.firstYear; y--) years.push(y);
  const fields = queryFields(request);
  // Keep the sort when filtering.
  if (filters.sort !== "relevance") fields.push(["sort", filters.sort]);
  if (!filters.synonyms) fields.push(["synonyms", "off"]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (request.mode === "none") return;
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const [k, v] of data) if (typeof v === "string") params.append(k, v);
    const pick = (name: string) => {
      const v = data.get(name);
      return typeof v === "string" && /^\d+$/.test(v) ? Number(v) : null;
    };
    const month = (prefix: string, fallback: number) => {
      const y = pick(`${prefix}Year`);
      if (y === null || data.get("date") !== "custom") return null;
      const m = pick(`${prefix}Month`) ?? fallback;
      return `${y}-${String(m).padStart(2, "0")}`;
    };
    let from = month("from", 1);
    let to = month("to", 12);
    if (from && to && from > to) [from, to] = [to, from];
    const next: Filters = { area: pick("area"), organism: pick("organism"), from, to, sort: filters.sort, synonyms: filters.synonyms };
    saveKindFilters(request.kind, filtersQueryString(next));
    navigate(searchUrl(lang, { mode: request.mode, rows: request.rows, scope: request.scope, varia: request.varia, kind: request.kind, filters: next }));
  }

  const clearHref = request.mode === "none" ? `/${lang}/searchlist` : searchUrl(lang, { mode: request.mode, rows: request.rows, scope: request.scope, varia: request.varia, kind: request.kind });
  return (
    <Form method="get" action={`/${lang}/searchlist`} className="search-filters" onSubmit={onSubmit}>
      {fields.map(([k, v]) => (
        <input key={`${k}=${v}`} type="hidden" name={k} value={v} />
      ))}
      <TermSelect name="area" label={t("search.filter.area")} anyLabel={t("search.filter.anyArea")} value={filters.area} terms={options.areas} />
      <TermSelect
        name="organism"
        label={t("search.filter.organism")}
        anyLabel={t("search.filter.anyOrganism")}
        value={filters.organism}
        terms={options.organisms}
      />
      <fieldset className="search-filters__date">
        <legend>{t("search.filter.date")}</legend>
        <label className="search-filters__radio">
          <input type="radio" name="date" value="all" checked={!custom} onChange={() => setCustom(false)} />
          {t("search.filter.dateAll")}
        </label>
        <label className="search-filters__radio">
          <input type="radio" name="date" value="custom" checked={custom} onChange={() => setCustom(true)} />
          {t("search.filter.dateCustom")}
        </label>
        <div className="search-filters__range">
          <MonthYear prefix="from" label={t("search.filter.from")} value={splitMonth(filters.from)} years={years} />
          <MonthYear prefix="to" label={t("search.filter.to")} value={splitMonth(filters.to)} years={years} />
        </div>
      </fieldset>
      <div className="search-filters__actions">
        <button type="submit" className="button">
          {t("search.filter.apply")}
        </button>
        <Link to={clearHref} className="search-filters__clear" onClick={() => saveKindFilters(request.kind, "")}>
          {t("search.filter.clear")}
        </Link>
      </div>
    </Form>
  );
}
