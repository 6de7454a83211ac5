import type { Db } from "@core/db/client";
import { LIST_PAGE_SIZE, pageCount, parsePage } from "@core/protocols/paging";
import { notFound, parameterError } from "./route-errors";

/**
 * The one rule for a list's `?page` (issue 20): absent or empty is page 1; anything but a whole number ≥ 1 is
 * "parameter error" (400), never quietly page 1, so a crawler does not index the same page under many addresses.
 */
export function requestedPage(request: Request): number {
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  if (page === null) throw parameterError();
  return page;
}

export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pages: number;
}

/** One page of a list of `total` items: a page past the last is not found (404); only that page is read. */
export async function readListPage<T>(
  page: number,
  total: number,
  read: (limit: number, offset: number) => Promise<T[]>,
  pageSize = LIST_PAGE_SIZE,
): Promise<ListPage<T>> {
  const pages = pageCount(total, pageSize);
  if (page > pages) throw notFound();
  return { items: await read(pageSize, (page - 1) * pageSize), total, page, pages };
}

/** The page of a list that the address asks for (`?page`), with the list's count and that page's rows. */
export async function loadListPage<T>(
  request: Request,
  count: () => Promise<number>,
  read: (limit: number, offset: number) => Promise<T[]>,
  pageSize = LIST_PAGE_SIZE,
): Promise<ListPage<T>> {
  const page = requestedPage(request);
  return readListPage(page, await count(), read, pageSize);
}

/** A list ranked over a window of time (most read, most cited): how it is counted, read and bounded at an instant. */
export interface RankedList<T, W> {
  count(db: Db, now: Date): Promise<number>;
  list(db: Db, limit: number, now: Date, offset: number): Promise<T[]>;
  window(now: Date): W;
}

/** The asked-for page of a ranked list and its window, all taken at one instant so that they agree. */
export async function loadRankedList<T, W>(request: Request, db: Db, ranked: RankedList<T, W>) {
  const now = new Date();
  const list = await loadListPage(
    request,
    () => ranked.count(db, now),
    (limit, offset) => ranked.list(db, limit, now, offset),
  );
  return { ...list, window: ranked.window(now) };
}
