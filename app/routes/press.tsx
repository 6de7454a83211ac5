import type { Route } from "./+types/press";
import { countInPress, listInPress } from "@core/protocols/list-reading-lists";
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
  return readListPage(page, await countInPress(context.db), (limit, offset) => listInPress(context.db, limit, offset));
}

/** Articles in press (SPEC §2.2, §4): accepted, not yet in an issue, newest first. */
export default function PressPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { items, page, pages } = loaderData;
  return (
    <main id="main" className="container reading-list">
      <PageHead title={t("page.press")} description={t("reading.press.intro")} canonicalParams={["page"]} />
      <h1>{t("page.press")}</h1>
      <p className="reading-list__intro">{t("reading.press.intro")}</p>
      {items.length === 0 ? (
        <p className="reading-list__empty">{t("reading.press.empty")}</p>
      ) : (
        <ProtocolList items={items} start={(page - 1) * LIST_PAGE_SIZE + 1} />
      )}
      <Pagination page={page} pages={pages} />
    </main>
  );
}
