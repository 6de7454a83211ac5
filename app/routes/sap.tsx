import "virtual:messages/with/content";
import type { Route } from "./+types/sap";
import { listPartners } from "@core/partners/list-partners";
import { guardLanguage } from "~/lib/language-guard.server";
import { requireContentPage } from "~/lib/content-page.server";
import { useI18n } from "~/i18n/translate";
import { ContentPage } from "~/components/content/ContentPage";
import { localized } from "@core/content/localized";
import { visitorPageHeaders } from "~/lib/visitor-page.server";
import { ResponsiveImage } from "~/components/content/ResponsiveImage";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

/**
 * SPEC §2.2 /{lang}/sap ("listed, content not described"): the Sponsor and Advertising Partner programme
 * (ADR 0052): how to partner with the journal, and the current sponsors with their logos.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = guardLanguage(request);
  const [page, sponsors] = await Promise.all([requireContentPage("sap", lang), listPartners(context.db, "sponsors")]);
  return { page, sponsors };
}

export default function SponsorPartners({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { page, sponsors } = loaderData;
  return (
    <ContentPage
      document={page}
      kicker={t("page.ad")}
      toc={[...page.toc, { id: "sponsors", text: t("content.sap.sponsors"), level: 2 }]}
      className="sap-page"
    >
      <section className="sponsors" aria-labelledby="sponsors">
        <h2 id="sponsors">{t("content.sap.sponsors")}</h2>
        <p>{t("content.sap.sponsorsIntro")}</p>
        {sponsors.length ? (
          <ul className="sponsors__list">
            {sponsors.map((s) => {
              const name = localized(lang, s.nameEn, s.nameCn);
              return (
                <li key={s.id} id={`sponsor-${s.id}`}>
                  {s.url ? (
                    <a href={s.url} rel="sponsored noopener noreferrer" aria-label={t("content.sap.visit", { name })}>
                      <ResponsiveImage src={s.logoUrl} sizes="240px" alt="" width={240} height={80} loading="lazy" />
                      <span>{name}</span>
                    </a>
                  ) : (
                    <div className="sponsors__card">
                      <ResponsiveImage src={s.logoUrl} sizes="240px" alt="" width={240} height={80} loading="lazy" />
                      <span>{name}</span>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="empty-note">{t("content.sap.none")}</p>
        )}
      </section>
    </ContentPage>
  );
}
