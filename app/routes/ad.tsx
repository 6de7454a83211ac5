import type { Route } from "./+types/ad";
import { AD_PAGE_TYPES } from "@core/content/page-types";
import { guardLanguage } from "~/lib/language-guard.server";
import { requireContentPage, requirePageType } from "~/lib/content-page.server";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { SectionPage } from "~/components/content/SectionPage";
import { visitorPageHeaders } from "~/lib/visitor-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

/**
 * SPEC §2.2 /{lang}/ad?type=…: advertising policy (default) and the terms and conditions for advertisers,
 * which include the advertising integrity board.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = guardLanguage(request);
  const type = requirePageType(request, AD_PAGE_TYPES);
  return { type, page: await requireContentPage(`ad-${type}`, lang) };
}

export default function Advertising({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { type, page } = loaderData;
  return (
    <SectionPage
      section={t("page.ad")}
      page={page}
      items={[
        ...AD_PAGE_TYPES.map((key) => ({
          key,
          label: t(`content.ad.type.${key}` as MessageKey),
          to: `/${lang}/ad?type=${key}`,
          current: key === type,
        })),
        { key: "sap", label: t("content.ad.partners"), to: `/${lang}/sap`, current: false },
      ]}
    />
  );
}
