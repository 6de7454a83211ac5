import type { Route } from "./+types/read";
import { formatDate } from "@core/dates/format-date";
import { countMostRead, listMostRead, mostReadWindow } from "@core/protocols/list-reading-lists";
import { useI18n } from "~/i18n/translate";
import { RankedListPage } from "~/components/reading/RankedListPage";
import { visitorPageHeaders } from "~/lib/visitor-page.server";
import { loadRankedList } from "~/lib/list-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRankedList(request, context.db, { count: countMostRead, list: listMostRead, window: mostReadWindow });
}

/** Most read (SPEC §1, §9): most views over the last three months, with each protocol's views in that window. */
export default function MostReadPage({ loaderData }: Route.ComponentProps) {
  const { lang } = useI18n();
  const { window } = loaderData;
  return (
    <RankedListPage
      ranking="read"
      list={loaderData}
      window={{ from: formatDate(window.from, lang), to: formatDate(window.to, lang) }}
    />
  );
}
