import type { Route } from "./+types/authors";
import { AUTHOR_PAGE_TYPES } from "@core/content/page-types";
import { sectionPageLoader } from "~/lib/content-page.server";
import { SectionPage } from "~/components/content/SectionPage";
import { ReviewTimeline } from "~/components/content/ReviewTimeline";
import { visitorPageHeaders } from "~/lib/visitor-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

/** SPEC §2.2 /{lang}/authors?type=…: the author guide, one Markdown page per type (default: guidelines). */
export const loader = sectionPageLoader("authors", AUTHOR_PAGE_TYPES);

export default function Authors({ loaderData }: Route.ComponentProps) {
  const lead = loaderData.type === "process" ? <ReviewTimeline /> : null;
  return <SectionPage area="authors" types={AUTHOR_PAGE_TYPES} {...loaderData} lead={lead} />;
}
