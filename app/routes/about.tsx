import type { Route } from "./+types/about";
import { ABOUT_ANCHORS, ABOUT_PAGE_TYPES, aboutContentName } from "@core/content/page-types";
import { listBoardMembers } from "@core/boards/list-board-members";
import { guardLanguage } from "~/lib/language-guard.server";
import { requireContentPage, requirePageType } from "~/lib/content-page.server";
import { SectionPage } from "~/components/content/SectionPage";
import { BoardList } from "~/components/content/BoardList";
import { visitorPageHeaders } from "~/lib/visitor-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

/**
 * SPEC §2.2 /{lang}/about?type=…: about the journal (default: aims). jp and pm are the journal-information page
 * brought to #journal and #pm; the advisory and editorial boards come from the database.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = guardLanguage(request);
  const type = requirePageType(request, ABOUT_PAGE_TYPES);
  const [page, board] = await Promise.all([
    requireContentPage(aboutContentName(type), lang),
    type === "advisory" || type === "editorial" ? listBoardMembers(context.db, type, lang) : null,
  ]);
  return { type, page, board };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { type, page, board } = loaderData;
  return (
    <SectionPage area="about" types={ABOUT_PAGE_TYPES} type={type} anchors={ABOUT_ANCHORS} page={page}>
      {board ? <BoardList groups={board} /> : null}
    </SectionPage>
  );
}
