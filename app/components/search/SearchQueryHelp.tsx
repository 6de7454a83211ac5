import { Link } from "react-router";
import type { SearchResults } from "@core/search/search-protocols";
import { searchUrl, type SearchRequest } from "@core/search/search-params";
import { useI18n } from "~/i18n/translate";

/**
 * Under the query line (ADR 0114): that the search also looked for synonyms or the other language's terms,
 * with a link to search the words only as typed (and back); "Did you mean …" when nothing was found.
 */
export function SearchQueryHelp({ search, results }: { search: SearchRequest; results: Pick<SearchResults, "expanded" | "suggestion"> }) {
  const { lang, t } = useI18n();
  const mode = search.mode;
  if (mode === "none") return null;
  const link = (filters: Partial<SearchRequest["filters"]>, rows = search.rows) =>
    searchUrl(lang, { mode, rows, scope: search.scope, varia: search.varia, kind: search.kind, filters: { ...search.filters, ...filters } });
  const { synonyms, otherLanguage } = results.expanded;
  const language = otherLanguage ? t(`search.expanded.language.${otherLanguage}`) : "";
  const note = synonyms && otherLanguage ? t("search.expanded.both", { language }) : synonyms ? t("search.expanded.synonyms") : otherLanguage ? t("search.expanded.otherLanguage", { language }) : null;
  return (
    <>
      {results.suggestion ? (
        <p className="search-suggestion">
          {t("search.didYouMean")}{" "}
          <Link to={link({ sort: search.filters.sort }, results.suggestion)} className="search-suggestion__link">
            {results.suggestion.map((r) => r.term).join(" · ")}
          </Link>
        </p>
      ) : null}
      {note ? (
        <p className="search-expansion">
          {note} <Link to={link({ synonyms: false })}>{t("search.expanded.turnOff")}</Link>
        </p>
      ) : !search.filters.synonyms ? (
        <p className="search-expansion">
          {t("search.expanded.off")} <Link to={link({ synonyms: true })}>{t("search.expanded.turnOn")}</Link>
        </p>
      ) : null}
    </>
  );
}
