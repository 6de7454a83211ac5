import "virtual:messages/with/content";
import { Link } from "react-router";
import type { Route } from "./+types/faqs";
import { listFaqs } from "@core/faqs/list-faqs";
import { languageListLoader } from "~/lib/content-page.server";
import { useI18n } from "~/i18n/translate";
import { ContentPage } from "~/components/content/ContentPage";
import { FaqList } from "~/components/content/FaqList";
import { visitorPageHeaders } from "~/lib/visitor-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

/** SPEC §2.2 /{lang}/faqs: the FAQs from the database by topic, with expand all and collapse all. */
export const loader = languageListLoader("topics", listFaqs);

export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { topics } = loaderData;
  return (
    <ContentPage
      title={t("page.faqs")}
      summary={t("content.faqs.intro")}
      toc={topics.map((topic) => ({ id: topic.id, text: topic.title, level: 2 as const }))}
      className="faqs-page"
    >
      {topics.length ? <FaqList topics={topics} /> : <p className="empty-note">{t("content.faqs.empty")}</p>}
      <p className="faqs__more">
        {t("content.faqs.more")} <Link to={`/${lang}/about?type=contact`}>{t("content.faqs.contact")}</Link>
      </p>
    </ContentPage>
  );
}
