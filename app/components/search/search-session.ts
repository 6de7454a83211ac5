import { useCallback, useEffect, useState } from "react";
import type { SearchRow } from "@core/search/query-rules";
import type { ListKind } from "@core/search/search-params";

/**
 * What the browser remembers about searching (SPEC §3): the filter list (the rows of the last search) and
 * the filters of each list kind in session storage, the advanced-search counter (varia), and whether the
 * advanced panel is open in local storage (`openAdvance`). Storage can be unavailable (private modes,
 * blocked cookies): every access is guarded and the page works without it.
 */

const FILTER_LIST = "filterList";
const KIND_FILTERS = "searchFiltersByKind";
const VARIA = "searchVaria";
export const OPEN_ADVANCE = "openAdvance";

function read(storage: "session" | "local", key: string): string | null {
  try {
    return (storage === "session" ? window.sessionStorage : window.localStorage).getItem(key);
  } catch {
    return null;
  }
}

function write(storage: "session" | "local", key: string, value: string): void {
  try {
    (storage === "session" ? window.sessionStorage : window.localStorage).setItem(key, value);
  } catch {
    // Storage full or blocked: remembering is a convenience only.
  }
}

export function readFilterList(): SearchRow[] {
  try {
    const value: unknown = JSON.parse(read("session", FILTER_LIST) ?? "[]");
    return Array.isArray(value)
      ? value.filter((r): r is SearchRow => typeof r?.field === "string" && typeof r?.term === "string")
      : [];
  } catch {
    return [];
  }
}

export function saveFilterList(rows: readonly SearchRow[]): void {
  write("session", FILTER_LIST, JSON.stringify(rows));
}

/** The remembered filters (a query string) of each list kind. */
export function readKindFilters(): Partial<Record<ListKind, string>> {
  try {
    const value: unknown = JSON.parse(read("session", KIND_FILTERS) ?? "{}");
    if (!value || typeof value !== "object") return {};
    const out: Partial<Record<ListKind, string>> = {};
    for (const kind of ["bp", "bpp"] as const) {
      const v = (value as Record<string, unknown>)[kind];
      if (typeof v === "string") out[kind] = v;
    }
    return out;
  } catch {
    return {};
  }
}

export function saveKindFilters(kind: ListKind, query: string): void {
  write("session", KIND_FILTERS, JSON.stringify({ ...readKindFilters(), [kind]: query }));
}

/** The next advanced-search counter: it changes on every advanced search, so the same query can run again. */
export function nextVaria(current: number | null): number {
  const stored = Number(read("session", VARIA) ?? "0");
  const next = Math.max(Number.isFinite(stored) ? stored : 0, current ?? 0) + 1;
  write("session", VARIA, String(next));
  return next;
}

/** Whether the advanced panel is open, remembered in local storage; closed until the browser says otherwise. */
export function useOpenAdvance(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setOpen(read("local", OPEN_ADVANCE) === "1");
  }, []);
  const update = useCallback((value: boolean) => {
    setOpen(value);
    write("local", OPEN_ADVANCE, value ? "1" : "0");
  }, []);
  return [open, update];
}
