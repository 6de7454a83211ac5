import type { Route } from "./+types/preprints";
import { countPreprints, listPreprints } from "@core/protocols/list-preprints";
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
  return readListPage(page, await countPreprints(context.db), (limit, offset) => listPreprints(context.db, limit, offset));
}

/** OPLS Preprints, the preprint repository (SPEC §2.2): every posted preprint, newest first (ADR 0086). */
export default function PreprintsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { items, total, page, pages } = loaderData;
  return (
    <main id="main" className="container reading-list">
      <PageHead title={t("page.preprints")} description={t("reading.preprints.intro")} canonicalParams={["page"]} />
      <h1>{t("page.preprints")}</h1>
      <p className="reading-list__intro">
        {t("reading.preprints.intro")} {t("reading.preprints.count", { count: total })}
      </p>
      {items.length === 0 ? (
        <p className="reading-list__empty">{t("reading.preprints.empty")}</p>
      ) : (
        <ProtocolList items={items} start={(page - 1) * LIST_PAGE_SIZE + 1} />
      )}
      <Pagination page={page} pages={pages} />
    </main>
  );
}
