import "virtual:messages/with/content";
import { Link } from "react-router";
import type { Route } from "./+types/webinars";
import { listWebinars, type Webinar } from "@core/webinars/list-webinars";
import { formatDate } from "@core/dates/format-date";
import { languageListLoader } from "~/lib/content-page.server";
import { useI18n } from "~/i18n/translate";
import { ContentPage } from "~/components/content/ContentPage";
import { visitorPageHeaders } from "~/lib/visitor-page.server";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

/** /{lang}/webinars: upcoming webinars (soonest first) and past ones (latest first). */
export const loader = languageListLoader("schedule", listWebinars);

function WebinarList({ items }: { items: readonly Webinar[] }) {
  const { lang, t } = useI18n();
  return (
    <ul className="webinar-list">
      {items.map((w) => (
        <li key={w.id} className="webinar">
          <p className="webinar__when">
            <time dateTime={w.startsAt}>
              {formatDate(w.startsAt, lang)} · {t("content.webinars.time", { time: w.startsAt.slice(11, 16) })}
            </time>
          </p>
          <h3 className="webinar__title">{w.title}</h3>
          <p className="webinar__speaker">
            <span>{t("content.webinars.speaker")}</span> {w.speaker}
          </p>
          <p className="webinar__description">{w.description}</p>
        </li>
      ))}
    </ul>
  );
}

export default function Webinars({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { upcoming, past } = loaderData.schedule;
  return (
    <ContentPage
      title={t("content.page.webinars")}
      summary={t("content.webinars.intro")}
      className="webinars-page"
    >
      <section aria-labelledby="webinars-upcoming">
        <h2 id="webinars-upcoming">{t("content.webinars.upcoming")}</h2>
        {upcoming.length ? (
          <WebinarList items={upcoming} />
        ) : (
          <p className="empty-note">
            {t("content.webinars.noneUpcoming")} <Link to={`/${lang}/alerts`}>{t("content.webinars.alerts")}</Link>
          </p>
        )}
      </section>
      <section aria-labelledby="webinars-past">
        <h2 id="webinars-past">{t("content.webinars.past")}</h2>
        {past.length ? <WebinarList items={past} /> : <p className="empty-note">{t("content.webinars.nonePast")}</p>}
      </section>
    </ContentPage>
  );
}
