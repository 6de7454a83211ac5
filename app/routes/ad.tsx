import "virtual:messages/with/content";
import type { Route } from "./+types/ad";
import { AD_PAGE_TYPES } from "@core/content/page-types";
import { sectionPageLoader } from "~/lib/content-page.server";
import { useI18n } from "~/i18n/translate";
import { SectionPage } from "~/components/content/SectionPage";
import { visitorPageHeaders } from "~/lib/visitor-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

/**
 * SPEC §2.2 /{lang}/ad?type=…: advertising policy (default) and the terms and conditions for advertisers,
 * which include the advertising integrity board.
 */
export const loader = sectionPageLoader("ad", AD_PAGE_TYPES);

export default function Advertising({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const sponsors = { key: "sap", label: t("content.ad.partners"), to: `/${lang}/sap`, current: false };
  return <SectionPage area="ad" types={AD_PAGE_TYPES} {...loaderData} more={[sponsors]} />;
}
