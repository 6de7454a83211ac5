import "virtual:messages/with/content";
import type { Route } from "./+types/collections";
import { listCollections } from "@core/collections/list-collections";
import { findCollection } from "@core/collections/find-collection";
import { showcaseLoader } from "~/lib/showcase-page.server";
import { useI18n } from "~/i18n/translate";
import { ContentPage } from "~/components/content/ContentPage";
import { ShowcaseCards, ShowcasePage, ShowcaseProtocols } from "~/components/content/Showcase";
import { visitorPageHeaders } from "~/lib/visitor-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

/** /{lang}/collections: the subject collections linked from the home page; ?id= shows one with its protocols. */
export const loader = showcaseLoader(listCollections, findCollection);

export default function Collections({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const section = t("content.page.collections");
  const { list, item: collection } = loaderData;

  if (collection) {
    return (
      <ShowcasePage
        showcase={collection}
        section={section}
        back={{ to: `/${lang}/collections`, label: t("content.collections.all") }}
        className="collection-page"
      >
        <ShowcaseProtocols
          id="collection-protocols"
          title={t("content.collections.protocols")}
          protocols={collection.protocols}
          empty={t("content.collections.emptyProtocols")}
        />
      </ShowcasePage>
    );
  }

  return (
    <ContentPage title={section} summary={t("content.collections.intro")} className="collections-page">
      <ShowcaseCards
        items={list ?? []}
        href={(c) => `/${lang}/collections?id=${c.id}`}
        meta={(c) => <span>{t("content.specialissue.protocolCount", { count: c.protocolCount })}</span>}
        empty={t("content.collections.empty")}
      />
    </ContentPage>
  );
}
