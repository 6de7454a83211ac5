import type { Route } from "./+types/cited";
import { countMostCited, listMostCited, mostCitedWindow } from "@core/protocols/list-reading-lists";
import { useI18n } from "~/i18n/translate";
import { ReadingListPage } from "~/components/reading/ReadingListPage";
import { visitorPageHeaders } from "~/lib/visitor-page.server";
import { loadListPage } from "~/lib/list-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const now = new Date();
  const list = await loadListPage(request, () => countMostCited(context.db, now), (limit, offset) => listMostCited(context.db, limit, now, offset));
  return { ...list, window: mostCitedWindow(now) };
}

/** Most cited (SPEC §1, §9): most citations over the last five years, with each protocol's count in that window. */
export default function MostCitedPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { window } = loaderData;
  return (
    <ReadingListPage
      title={t("page.cited")}
      description={t("reading.cited.intro")}
      empty={t("reading.list.empty")}
      list={loaderData}
      extra={(p) => <strong className="reading-window-count">{t("reading.cited.count", { count: p.windowCount })}</strong>}
    >
      <p className="reading-list__window">{t("reading.cited.window", { from: String(window.firstYear), to: String(window.lastYear) })}</p>
    </ReadingListPage>
  );
}
