import type { Route } from "./+types/authors";
import { AUTHOR_PAGE_TYPES } from "@core/content/page-types";
import { loadSectionPage } from "~/lib/content-page.server";
import { SectionPage } from "~/components/content/SectionPage";
import { ReviewTimeline } from "~/components/content/ReviewTimeline";
import { visitorPageHeaders } from "~/lib/visitor-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

/** SPEC §2.2 /{lang}/authors?type=…: the author guide, one Markdown page per type (default: guidelines). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadSectionPage(request, "authors", AUTHOR_PAGE_TYPES);
}

export default function Authors({ loaderData }: Route.ComponentProps) {
  const { type, page } = loaderData;
  return (
    <SectionPage
      area="authors"
      types={AUTHOR_PAGE_TYPES}
      type={type}
      page={page}
      lead={type === "process" ? <ReviewTimeline /> : null}
    />
  );
}
