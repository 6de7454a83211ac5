import { searchQueryString, type SearchRequest } from "@core/search/search-params";

/** The search itself (rows, scope, kind; no filters, no page) as form fields, to carry through a filter form. */
export function queryFields(request: SearchRequest): [string, string][] {
  if (request.mode === "none") return request.kind === "bpp" ? [["kind", "bpp"]] : [];
  const qs = searchQueryString({ mode: request.mode, rows: request.rows, scope: request.scope, varia: request.varia, kind: request.kind });
  return [...new URLSearchParams(qs)];
}
