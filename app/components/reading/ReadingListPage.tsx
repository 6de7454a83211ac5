import type { ReactNode } from "react";
import { LIST_PAGE_SIZE } from "@core/protocols/paging";
import type { ProtocolSummary } from "@core/protocols/load-summaries";
import { PageHead } from "~/components/PageHead";
import { ProtocolList } from "~/components/ProtocolList";
import { Pagination } from "~/components/reading/Pagination";

/**
 * A public list of protocols (in press, preprints, most read, most cited): its heading, its introduction (by default
 * the page's description) and what else it says (`children`), one page of protocols numbered across the pages, or
 * what it says when empty, and the pager.
 */
export function ReadingListPage<T extends ProtocolSummary>({
  title,
  description,
  intro = description,
  empty,
  list,
  extra,
  hideViews,
  children,
}: {
  title: string;
  description: string;
  intro?: ReactNode;
  empty: string;
  list: { items: T[]; page: number; pages: number };
  extra?: (p: T) => ReactNode;
  hideViews?: boolean;
  children?: ReactNode;
}) {
  return (
    <main id="main" className="container reading-list">
      <PageHead title={title} description={description} canonicalParams={["page"]} />
      <h1>{title}</h1>
      <p className="reading-list__intro">{intro}</p>
      {children}
      {list.items.length === 0 ? (
        <p className="reading-list__empty">{empty}</p>
      ) : (
        <ProtocolList items={list.items} start={(list.page - 1) * LIST_PAGE_SIZE + 1} extra={extra} hideViews={hideViews} />
      )}
      <Pagination page={list.page} pages={list.pages} />
    </main>
  );
}
