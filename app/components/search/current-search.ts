import { useLocation, useNavigation, type Location } from "react-router";
import { sameRows, type SearchRow } from "@core/search/query-rules";
import { parseSearchParams, type SearchRequest } from "@core/search/search-params";

/** The search of an address on the search list, else null. */
function searchAt(location: Pick<Location, "pathname" | "search">): SearchRequest | null {
  return /\/searchlist$/.test(location.pathname) ? parseSearchParams(new URLSearchParams(location.search)) : null;
}

/** The search of the rendered page when it is the search list, else null. */
export function useCurrentSearch(): SearchRequest | null {
  return searchAt(useLocation());
}

/**
 * For a search box's submit: the search the browser is at, and whether some rows are that search or the one
 * it is loading (SPEC §5: a search identical to the current one does nothing). Read from the address bar, not
 * the rendered page: a navigation is in the address bar before React has rendered its page, and a second
 * Enter while a search loads must not start it again.
 */
export function useSearchInAddressBar() {
  const navigation = useNavigation();
  return {
    shown: (): SearchRequest | null => searchAt(window.location),
    isCurrent(rows: readonly SearchRow[]): boolean {
      const pending = navigation.location ? searchAt(navigation.location) : null;
      return [searchAt(window.location), pending].some((s) => s !== null && s.mode !== "none" && sameRows(rows, s.rows));
    },
  };
}
