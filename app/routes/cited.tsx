import type { Route } from "./+types/cited";
import { countMostCited, listMostCited, mostCitedWindow } from "@core/protocols/list-reading-lists";
import { LIST_PAGE_SIZE } from "@core/protocols/paging";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { ProtocolList } from "~/components/ProtocolList";
import { Pagination } from "~/components/reading/Pagination";
import "~/styles/reading.css";
import { visitorPageHeaders } from "~/lib/visitor-page.server";
import { requestedPage, readListPage } from "~/lib/list-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = requestedPage(request);
  const now = new Date();
  const total = await countMostCited(context.db, now);
  const list = await readListPage(page, total, (limit, offset) => listMostCited(context.db, limit, now, offset));
  return { ...list, window: mostCitedWindow(now) };
}

/** Most cited (SPEC §1, §9): most citations over the last five years, with each protocol's count in that window. */
export default function MostCitedPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { items, page, pages, window } = loaderData;
  return (
    <main id="main" className="container reading-list">
      <PageHead title={t("page.cited")} description={t("reading.cited.intro")} canonicalParams={["page"]} />
      <h1>{t("page.cited")}</h1>
      <p className="reading-list__intro">{t("reading.cited.intro")}</p>
      <p className="reading-list__window">{t("reading.cited.window", { from: String(window.firstYear), to: String(window.lastYear) })}</p>
      {items.length === 0 ? (
        <p className="reading-list__empty">{t("reading.list.empty")}</p>
      ) : (
        <ProtocolList
          items={items}
          start={(page - 1) * LIST_PAGE_SIZE + 1}
          extra={(p) => <strong className="reading-window-count">{t("reading.cited.count", { count: p.windowCount })}</strong>}
        />
      )}
      <Pagination page={page} pages={pages} />
    </main>
  );
}
