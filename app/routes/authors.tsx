import type { Route } from "./+types/authors";
import { AUTHOR_PAGE_TYPES } from "@core/content/page-types";
import { guardLanguage } from "~/lib/language-guard.server";
import { requireContentPage, requirePageType } from "~/lib/content-page.server";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { SectionPage } from "~/components/content/SectionPage";
import { ReviewTimeline } from "~/components/content/ReviewTimeline";
import { visitorPageHeaders } from "~/lib/visitor-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

/** SPEC §2.2 /{lang}/authors?type=…: the author guide, one Markdown page per type (default: guidelines). */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = guardLanguage(request);
  const type = requirePageType(request, AUTHOR_PAGE_TYPES);
  return { type, page: await requireContentPage(`authors-${type}`, lang) };
}

export default function Authors({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { type, page } = loaderData;
  return (
    <SectionPage
      section={t("page.authors")}
      page={page}
      items={AUTHOR_PAGE_TYPES.map((key) => ({
        key,
        label: t(`content.authors.type.${key}` as MessageKey),
        to: `/${lang}/authors?type=${key}`,
        current: key === type,
      }))}
      lead={type === "process" ? <ReviewTimeline /> : null}
    />
  );
}
