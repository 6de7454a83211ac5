import type { Route } from "./+types/cited";
import { countMostCited, listMostCited, mostCitedWindow } from "@core/protocols/list-reading-lists";
import { RankedListPage } from "~/components/reading/RankedListPage";
import { visitorPageHeaders } from "~/lib/visitor-page.server";
import { loadRankedList } from "~/lib/list-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRankedList(request, context.db, { count: countMostCited, list: listMostCited, window: mostCitedWindow });
}

/** Most cited (SPEC §1, §9): most citations over the last five years, with each protocol's count in that window. */
export default function MostCitedPage({ loaderData }: Route.ComponentProps) {
  const { window } = loaderData;
  return (
    <RankedListPage
      ranking="cited"
      list={loaderData}
      window={{ from: String(window.firstYear), to: String(window.lastYear) }}
    />
  );
}
