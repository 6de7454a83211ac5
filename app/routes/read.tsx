import type { Route } from "./+types/read";
import { formatDate } from "@core/dates/format-date";
import { countMostRead, listMostRead, mostReadWindow } from "@core/protocols/list-reading-lists";
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
  const total = await countMostRead(context.db, now);
  const list = await readListPage(page, total, (limit, offset) => listMostRead(context.db, limit, now, offset));
  return { ...list, window: mostReadWindow(now) };
}

/** Most read (SPEC §1, §9): most views over the last three months, with each protocol's views in that window. */
export default function MostReadPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { items, page, pages, window } = loaderData;
  return (
    <main id="main" className="container reading-list">
      <PageHead title={t("page.read")} description={t("reading.read.intro")} canonicalParams={["page"]} />
      <h1>{t("page.read")}</h1>
      <p className="reading-list__intro">{t("reading.read.intro")}</p>
      <p className="reading-list__window">
        {t("reading.read.window", { from: formatDate(window.from, lang), to: formatDate(window.to, lang) })}
      </p>
      {items.length === 0 ? (
        <p className="reading-list__empty">{t("reading.list.empty")}</p>
      ) : (
        <ProtocolList
          items={items}
          start={(page - 1) * LIST_PAGE_SIZE + 1}
          hideViews
          extra={(p) => <strong className="reading-window-count">{t("reading.read.count", { count: p.windowCount })}</strong>}
        />
      )}
      <Pagination page={page} pages={pages} />
    </main>
  );
}
