import type { Route } from "./+types/about";
import { ABOUT_ANCHORS, ABOUT_PAGE_TYPES, aboutContentName } from "@core/content/page-types";
import { listBoardMembers } from "@core/boards/list-board-members";
import { guardLanguage } from "~/lib/language-guard.server";
import { requireContentPage, requirePageType } from "~/lib/content-page.server";
import { useI18n, type MessageKey } from "~/i18n/translate";
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
  const { lang, t } = useI18n();
  const { type, page, board } = loaderData;
  return (
    <SectionPage
      section={t("page.about")}
      page={page}
      scrollTo={ABOUT_ANCHORS[type]}
      items={ABOUT_PAGE_TYPES.map((key) => {
        const anchor = ABOUT_ANCHORS[key];
        return {
          key,
          label: t(`content.about.type.${key}` as MessageKey),
          to: `/${lang}/about?type=${key}${anchor ? `#${anchor}` : ""}`,
          current: key === type,
        };
      })}
    >
      {board ? <BoardList groups={board} /> : null}
    </SectionPage>
  );
}
