import { useLocation, useNavigate, useNavigation, type Location } from "react-router";
import { sameRows, type SearchRow } from "@core/search/query-rules";
import { parseSearchParams, searchUrl, type SearchLink, type SearchRequest } from "@core/search/search-params";
import { useI18n } from "~/i18n/translate";
import { saveFilterList } from "./search-session";

/** The search of an address on the search list, else null. */
function searchAt(location: Pick<Location, "pathname" | "search">): SearchRequest | null {
  return /\/searchlist$/.test(location.pathname) ? parseSearchParams(new URLSearchParams(location.search)) : null;
}

/** The search of the rendered page when it is the search list, else null. */
export function useCurrentSearch(): SearchRequest | null {
  return searchAt(useLocation());
}

/**
 * A search box's submit: goes to the search of `rows`, its link made from the search the browser is at, and keeps
 * the rows as the filter list; false, doing nothing, when the rows are that search or the one it is loading
 * (SPEC §5: a search identical to the current one does nothing). Read from the address bar, not the rendered page:
 * a navigation is in the address bar before React has rendered its page, and a second Enter while a search loads
 * must not start it again.
 */
export function useStartSearch() {
  const { lang } = useI18n();
  const navigate = useNavigate();
  const navigation = useNavigation();
  return (rows: readonly SearchRow[], link: (shown: SearchRequest | null) => SearchLink): boolean => {
    const shown = searchAt(window.location);
    const pending = navigation.location ? searchAt(navigation.location) : null;
    if ([shown, pending].some((s) => s !== null && s.mode !== "none" && sameRows(rows, s.rows))) return false;
    saveFilterList(rows);
    navigate(searchUrl(lang, link(shown)));
    return true;
  };
}
