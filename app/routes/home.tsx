import { Link } from "react-router";
import type { Route } from "./+types/home";
import { listInPress, listNewlyPublished } from "@core/protocols/list-reading-lists";
import { listHomeRankings } from "@core/protocols/list-home-rankings";
import { listRecentIssues } from "@core/issues/list-recent-issues";
import { listCollections } from "@core/collections/list-collections";
import { listPartners } from "@core/partners/list-partners";
import { listWebinars } from "@core/webinars/list-webinars";
import { listVideos } from "@core/videos/list-videos";
import { videoClock } from "@core/videos/video-clock";
import { VideoPlayer } from "~/components/reading/VideoPlayer";
import { formatDate } from "@core/dates/format-date";
import { MOST_CITED_WINDOW_YEARS, MOST_READ_WINDOW_MONTHS } from "@core/config/constants";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { HeroSearch } from "~/components/search/HeroSearch";
import { ProtocolList } from "~/components/ProtocolList";
import { AlertsSignup } from "~/components/forms/AlertsSignup";
import { useFrameData } from "~/lib/route-data";
import { guardLanguage } from "~/lib/language-guard.server";
import { localized } from "@core/content/localized";
import { visitorPageHeaders } from "~/lib/visitor-page.server";
import { ResponsiveImage } from "~/components/content/ResponsiveImage";
import { formatCount } from "@core/locale/format-count";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context;
  const lang = guardLanguage(request);
  const [newlyPublished, { mostRead, mostCited }, inPress, issues, collections, journals, sponsors, webinars, videos] = await Promise.all([
    listNewlyPublished(db, 6),
    listHomeRankings(db),
    listInPress(db, 4),
    listRecentIssues(db, 5),
    listCollections(db, lang),
    listPartners(db, "collaborating_journals"),
    listPartners(db, "sponsors"),
    listWebinars(db, lang),
    listVideos(db, lang),
  ]);
  return {
    newlyPublished,
    mostRead,
    mostCited,
    inPress,
    issues,
    collections,
    journals,
    sponsors,
    webinars: webinars.upcoming.slice(0, 3),
    video: videos[0] ?? null,
  };
}

function Block({ title, href, className, children }: { title: MessageKey; href?: string; className?: string; children: React.ReactNode }) {
  const { t } = useI18n();
  const id = `home-${title.replace(/\W/g, "-")}`;
  return (
    <section className={`home-block ${className ?? ""}`} aria-labelledby={id}>
      <header className="home-block__header">
        <h2 id={id}>{t(title)}</h2>
        {href ? (
          <Link to={href} aria-label={`${t("home.viewAll")}${t("punct.colonSeparator")}${t(title)}`}>
            {t("home.viewAll")}
          </Link>
        ) : null}
      </header>
      {children}
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const frame = useFrameData();
  const { newlyPublished, mostRead, mostCited, inPress, issues, collections, journals, sponsors, webinars, video } = loaderData;
  const [current, ...past] = issues;
  const count = frame?.protocolCountFloor ?? 0;
  const pick = (en: string, cn: string) => localized(lang, en, cn);
  return (
    <main id="main" className="home">
      <PageHead title={t("nav.home")} description={t("site.description")} />
      <section className="home-hero">
        <div className="container">
          <h1>{t("home.heading")}</h1>
          <p className="home-hero__text">{t("home.heroText")}</p>
          <HeroSearch placeholder={t("search.placeholder", { count: formatCount(count) })} />
        </div>
      </section>

      <div className="container home__grid">
        <div className="home__main">
          <Block title="home.newlyPublished" href={`/${lang}/archive`}>
            <ProtocolList items={newlyPublished} />
          </Block>
          <div className="home__pair">
            <Block title="home.mostRead" href={`/${lang}/read`}>
              <ProtocolList items={mostRead} compact extra={(p) => <span>{t("home.viewsInWindow", { count: p.windowCount, months: MOST_READ_WINDOW_MONTHS })}</span>} />
            </Block>
            <Block title="home.mostCited" href={`/${lang}/cited`}>
              <ProtocolList items={mostCited} compact extra={(p) => <span>{t("home.citedInWindow", { count: p.windowCount, years: MOST_CITED_WINDOW_YEARS })}</span>} />
            </Block>
          </div>
          <Block title="home.inPress" href={`/${lang}/press`}>
            <ProtocolList items={inPress} />
          </Block>
          <Block title="home.collections" href={`/${lang}/collections`}>
            <ul className="home-cards">
              {collections.map((c) => (
                <li key={c.id} className="home-card">
                  <Link to={`/${lang}/collections?id=${c.id}`}>
                    <ResponsiveImage src={c.coverUrl} sizes="(max-width: 979px) 50vw, 260px" alt="" width={320} height={180} loading="lazy" />
                    <span className="home-card__title">{c.title}</span>
                  </Link>
                  <span className="home-card__meta">{t("home.protocolsInCollection", { count: c.protocolCount })}</span>
                </li>
              ))}
            </ul>
          </Block>
        </div>

        <aside className="home__side">
          {current ? (
            <Block title="home.currentIssue" href={`/${lang}/archive`}>
              <Link to={`/${lang}/archive?issue=${current.id}`} className="current-issue">
                {current.coverUrl ? <ResponsiveImage src={current.coverUrl} sizes="120px" alt="" width={120} height={160} /> : null}
                <span>
                  <strong>{t("issue.label", { volume: current.volume, issue: current.number })}</strong>
                  <time dateTime={current.publishedOn}>{formatDate(current.publishedOn, lang)}</time>
                </span>
              </Link>
              <h3 className="home-subheading">{t("home.pastIssues")}</h3>
              <ul className="issue-list">
                {past.map((i) => (
                  <li key={i.id}>
                    <Link to={`/${lang}/archive?issue=${i.id}`}>{t("issue.label", { volume: i.volume, issue: i.number })}</Link>{" "}
                    <time dateTime={i.publishedOn}>{formatDate(i.publishedOn, lang)}</time>
                  </li>
                ))}
              </ul>
            </Block>
          ) : null}
          {video ? (
            <Block title="home.video" href={`/${lang}/videos`}>
              <figure className="home-video">
                <VideoPlayer src={video.src} poster={video.posterUrl} title={video.title} width={320} height={180} />
                <figcaption>
                  <Link to={video.protocol ? `/${lang}/bpdetail?id=${video.protocol.id}&type=${video.protocol.kind}` : `/${lang}/videos`}>{video.title}</Link>{" "}
                  <span className="muted">{videoClock(video.durationSeconds)}</span>
                </figcaption>
              </figure>
            </Block>
          ) : null}
          <Block title="home.webinars" href={`/${lang}/webinars`}>
            <ul className="plain-list">
              {webinars.map((w) => (
                <li key={w.id}>
                  <strong>{w.title}</strong>
                  <br />
                  <span className="muted">
                    {w.speaker} · <time dateTime={w.startsAt}>{formatDate(w.startsAt, lang)}</time>
                  </span>
                </li>
              ))}
            </ul>
          </Block>
          <Block title="home.alerts" href={`/${lang}/alerts`}>
            <AlertsSignup idPrefix="home-alerts" compact />
          </Block>
          <Block title="home.boards">
            <ul className="plain-list">
              {(["editorial", "advisory"] as const).map((board) => (
                <li key={board}>
                  <Link to={`/${lang}/about?type=${board}`}>{t(`home.${board}Board`)}</Link>
                </li>
              ))}
            </ul>
          </Block>
        </aside>
      </div>

      <div className="container home__partners">
        <Block title="home.collaboratingJournals">
          <ul className="logo-row">
            {journals.map((j) => {
              const logo = <ResponsiveImage src={j.logoUrl} sizes="180px" alt={pick(j.nameEn, j.nameCn)} width={180} height={60} loading="lazy" />;
              return (
                <li key={j.id}>
                  {j.url ? (
                    <a href={j.url} rel="noopener">
                      {logo}
                    </a>
                  ) : (
                    logo
                  )}
                </li>
              );
            })}
          </ul>
        </Block>
        <Block title="home.sponsors" href={`/${lang}/sap`}>
          <ul className="logo-row">
            {sponsors.map((s) => (
              <li key={s.id}>
                {/* Without a website of its own, a sponsor's logo leads to its entry on the sponsors page. */}
                <a href={s.url ?? `/${lang}/sap#sponsor-${s.id}`} rel={s.url ? "noopener sponsored" : undefined}>
                  <ResponsiveImage src={s.logoUrl} sizes="180px" alt={pick(s.nameEn, s.nameCn)} width={180} height={60} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        </Block>
      </div>
    </main>
  );
}
