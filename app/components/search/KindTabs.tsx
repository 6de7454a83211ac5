import { useEffect, useState } from "react";
import { Link } from "react-router";
import { DEFAULT_FILTERS, filtersQueryString, LIST_KINDS, parseFilters, searchUrl, type ListKind, type SearchFilters, type SearchRequest } from "@core/search/search-params";
import { useI18n } from "~/i18n/translate";
import { readKindFilters, saveFilterList, saveKindFilters } from "./search-session";

/**
 * Journal protocols (bp) and preprints (bpp): the same search in the other list. Each kind keeps its own
 * filters for the session: leaving a kind remembers them, coming back restores them.
 */
export function KindTabs({ request }: { request: SearchRequest }) {
  const { lang, t } = useI18n();
  const [remembered, setRemembered] = useState<Partial<Record<ListKind, SearchFilters>>>({});

  // Remember the filter list and this kind's filters; read the other kind's.
  const currentFilters = filtersQueryString(request.filters);
  const rowsKey = JSON.stringify(request.rows);
  useEffect(() => {
    saveKindFilters(request.kind, currentFilters);
    if (request.mode !== "none") saveFilterList(JSON.parse(rowsKey));
    const stored = readKindFilters();
    const out: Partial<Record<ListKind, SearchFilters>> = {};
    for (const kind of LIST_KINDS) {
      const query = stored[kind];
      if (query !== undefined) out[kind] = parseFilters(new URLSearchParams(query));
    }
    setRemembered(out);
  }, [request.kind, request.mode, currentFilters, rowsKey]);

  const href = (kind: ListKind) => {
    const filters = kind === request.kind ? request.filters : (remembered[kind] ?? DEFAULT_FILTERS);
    if (request.mode === "none") {
      const qs = filtersQueryString(filters);
      return `/${lang}/searchlist?${["kind=" + kind, qs].filter(Boolean).join("&")}`;
    }
    return searchUrl(lang, { mode: request.mode, rows: request.rows, scope: request.scope, varia: request.varia, kind, filters });
  };
  return (
    <nav className="search-kinds" aria-label={t("search.kinds")}>
      <ul>
        {LIST_KINDS.map((kind) => (
          <li key={kind}>
            <Link to={href(kind)} aria-current={kind === request.kind ? "page" : undefined} className={kind === request.kind ? "is-active" : undefined}>
              {t(`search.kind.${kind}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
