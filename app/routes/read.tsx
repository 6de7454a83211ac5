import type { Route } from "./+types/read";
import { formatDate } from "@core/dates/format-date";
import { countMostRead, listMostRead, mostReadWindow } from "@core/protocols/list-reading-lists";
import { useI18n } from "~/i18n/translate";
import { ReadingListPage } from "~/components/reading/ReadingListPage";
import { visitorPageHeaders } from "~/lib/visitor-page.server";
import { loadListPage } from "~/lib/list-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const now = new Date();
  const list = await loadListPage(request, () => countMostRead(context.db, now), (limit, offset) => listMostRead(context.db, limit, now, offset));
  return { ...list, window: mostReadWindow(now) };
}

/** Most read (SPEC §1, §9): most views over the last three months, with each protocol's views in that window. */
export default function MostReadPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { window } = loaderData;
  return (
    <ReadingListPage
      title={t("page.read")}
      description={t("reading.read.intro")}
      empty={t("reading.list.empty")}
      list={loaderData}
      hideViews
      extra={(p) => <strong className="reading-window-count">{t("reading.read.count", { count: p.windowCount })}</strong>}
    >
      <p className="reading-list__window">
        {t("reading.read.window", { from: formatDate(window.from, lang), to: formatDate(window.to, lang) })}
      </p>
    </ReadingListPage>
  );
}
