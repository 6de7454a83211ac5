import { Link } from "react-router";
import type { Route } from "./+types/archive";
import { formatDate } from "@core/dates/format-date";
import { findIssue } from "@core/issues/find-issue";
import { listIssueProtocols } from "@core/issues/list-issue-protocols";
import { listRecentIssues } from "@core/issues/list-recent-issues";
import { countVolumes, listVolumesWithIssues } from "@core/issues/list-volumes-with-issues";
import { countInPress, listInPress } from "@core/protocols/list-reading-lists";
import type { ProtocolSummary } from "@core/protocols/load-summaries";
import { notFound, parameterError } from "~/lib/route-errors";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { ProtocolList } from "~/components/ProtocolList";
import { Pagination } from "~/components/reading/Pagination";
import { parseRecordId } from "@core/db/parse-record-id";
import { localized } from "@core/content/localized";
import { visitorPageHeaders } from "~/lib/visitor-page.server";
import { requestedPage, readListPage } from "~/lib/list-page.server";
import { ResponsiveImage } from "~/components/content/ResponsiveImage";

/** The same page for every visitor: cacheable (ADR 0118). */
export const headers = visitorPageHeaders;

/** Volumes per page of the archive (a volume is a year: 24 issues). */
const VOLUMES_PER_PAGE = 5;
/** Protocols per page of one issue's contents: a whole issue usually fits on one page. */
const ISSUE_PAGE_SIZE = 50;
/** Articles in press shown on the archive page; the rest are on /press. */
const PRESS_PREVIEW = 5;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context;
  const query = new URL(request.url).searchParams;
  const page = requestedPage(request);
  const issueParam = query.get("issue");

  if (issueParam !== null) {
    const issueId = parseRecordId(issueParam);
    if (issueId === null) throw parameterError();
    const issue = await findIssue(db, issueId);
    if (!issue) throw notFound();
    const { items, pages } = await readListPage(page, issue.protocolCount, (limit, offset) => listIssueProtocols(db, issue.id, limit, offset), ISSUE_PAGE_SIZE);
    return { view: "issue" as const, issue, items, page, pages };
  }

  const [volumeCount, current, inPress, inPressCount] = await Promise.all([countVolumes(db), listRecentIssues(db, 1), listInPress(db, PRESS_PREVIEW), countInPress(db)]);
  const { items: volumes, pages } = await readListPage(page, volumeCount, (limit, offset) => listVolumesWithIssues(db, limit, offset), VOLUMES_PER_PAGE);
  return { view: "all" as const, current: current[0] ?? null, volumes, inPress, inPressCount, page, pages };
}

/** Consecutive protocols with the same first category, for the issue's table of contents. */
function groupByCategory(items: ProtocolSummary[]): { key: string; category: ProtocolSummary["categories"][number] | null; items: ProtocolSummary[]; start: number }[] {
  const groups: { key: string; category: ProtocolSummary["categories"][number] | null; items: ProtocolSummary[]; start: number }[] = [];
  items.forEach((p, i) => {
    const category = p.categories[0] ?? null;
    const key = String(category?.id ?? "other");
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.items.push(p);
    else groups.push({ key, category, items: [p], start: i });
  });
  return groups;
}

function IssueView({ data }: { data: Extract<Route.ComponentProps["loaderData"], { view: "issue" }> }) {
  const { lang, t } = useI18n();
  const { issue, items, page, pages } = data;
  const title = t("reading.archive.issueTitle", { volume: issue.volume, issue: issue.number });
  // A themed issue's title and the editorial note (ADR 0100), in the page's language when written in it.
  const own = <T,>(en: T, cn: T) => (lang === "cn" && cn ? { text: cn, lang: "zh-CN" } : en ? { text: en, lang: "en" } : null);
  const theme = own(issue.titleEn, issue.titleCn);
  const note = own(issue.noteEn, issue.noteCn);
  return (
    <main id="main" className="container reading-list archive-issue">
      <PageHead title={title} description={t("reading.archive.issueDate", { date: formatDate(issue.publishedOn, lang) })} canonicalParams={["issue", "page"]} />
      <p className="reading-list__kicker">
        <Link to={`/${lang}/archive`}>{t("reading.archive.backToArchive")}</Link>
      </p>
      <div className="archive-issue-head">
        {issue.coverUrl ? <ResponsiveImage className="archive-issue-head__cover" src={issue.coverUrl} sizes="120px" alt="" width={120} height={160} /> : null}
        <div>
          <h1>{title}</h1>
          {theme ? (
            <p className="reading-list__kicker" lang={theme.lang}>
              {theme.text}
            </p>
          ) : null}
          <p className="reading-list__intro">
            <time dateTime={issue.publishedOn}>{t("reading.archive.issueDate", { date: formatDate(issue.publishedOn, lang) })}</time> ·{" "}
            {t("reading.archive.protocolCount", { count: issue.protocolCount })}
          </p>
        </div>
      </div>
      {note ? (
        <section className="archive-issue-note" aria-labelledby="issue-note">
          <h2 id="issue-note">{t("reading.issueNote")}</h2>
          <div lang={note.lang}>
            {String(note.text)
              .split(/\n\s*\n/)
              .map((para, i) => (
                <p key={i}>{para}</p>
              ))}
          </div>
        </section>
      ) : null}
      {items.length === 0 ? (
        <p className="reading-list__empty">{t("reading.archive.emptyIssue")}</p>
      ) : (
        groupByCategory(items).map((g) => (
          <section key={`${g.key}-${g.start}`} className="archive-issue-section" aria-labelledby={`issue-section-${g.key}-${g.start}`}>
            <h2 id={`issue-section-${g.key}-${g.start}`}>{g.category ? localized(lang, g.category.nameEn, g.category.nameCn) : t("reading.archive.otherCategory")}</h2>
            <ProtocolList items={g.items} start={(page - 1) * ISSUE_PAGE_SIZE + g.start + 1} />
          </section>
        ))
      )}
      <Pagination page={page} pages={pages} />
    </main>
  );
}

function AllIssues({ data }: { data: Extract<Route.ComponentProps["loaderData"], { view: "all" }> }) {
  const { lang, t } = useI18n();
  const { current, volumes, inPress, inPressCount, page, pages } = data;
  return (
    <main id="main" className="container reading-list archive">
      <PageHead title={t("page.archive")} description={t("reading.archive.intro")} canonicalParams={["page"]} />
      <h1>{t("page.archive")}</h1>
      <p className="reading-list__intro">{t("reading.archive.intro")}</p>
      <nav className="archive-jump" aria-label={t("page.archive")}>
        <a href="#current-issue">{t("reading.archive.currentIssue")}</a>
        <a href="#all-issues">{t("reading.archive.allIssues")}</a>
        <a href="#in-press">{t("reading.archive.inPress")}</a>
      </nav>
      <div className="archive-top">
        <section id="current-issue" className="archive-card" aria-labelledby="current-issue-title">
          <h2 id="current-issue-title">{t("reading.archive.currentIssue")}</h2>
          {current ? (
            <Link to={`/${lang}/archive?issue=${current.id}`} className="archive-current">
              {current.coverUrl ? <ResponsiveImage src={current.coverUrl} sizes="120px" alt="" width={120} height={160} /> : null}
              <span>
                <strong>{t("reading.archive.issueTitle", { volume: current.volume, issue: current.number })}</strong>
                <br />
                <time dateTime={current.publishedOn}>{formatDate(current.publishedOn, lang)}</time>
                <br />
                {t("reading.archive.protocolCount", { count: current.protocolCount })}
              </span>
            </Link>
          ) : (
            <p className="reading-list__empty">{t("reading.archive.noIssues")}</p>
          )}
        </section>
        <section id="in-press" className="archive-card" aria-labelledby="in-press-title">
          <h2 id="in-press-title">{t("reading.archive.inPress")}</h2>
          {inPress.length ? <ProtocolList items={inPress} /> : <p className="reading-list__empty">{t("reading.press.empty")}</p>}
          {inPressCount > 0 ? (
            <p>
              <Link to={`/${lang}/press`}>
                {t("reading.archive.viewAllPress")} ({inPressCount})
              </Link>
            </p>
          ) : null}
        </section>
      </div>
      <section id="all-issues" aria-labelledby="all-issues-title">
        <h2 id="all-issues-title">{t("reading.archive.allIssues")}</h2>
        {volumes.length === 0 ? <p className="reading-list__empty">{t("reading.archive.noIssues")}</p> : null}
        {volumes.map((v) => (
          <section key={v.id} className="archive-volume" aria-labelledby={`volume-${v.number}`}>
            <h3 id={`volume-${v.number}`}>{t("reading.archive.volume", { volume: v.number, year: String(v.year) })}</h3>
            <ul className="archive-issue-grid">
              {v.issues.map((i) => (
                <li key={i.id}>
                  <Link to={`/${lang}/archive?issue=${i.id}`}>
                    <strong>{t("reading.archive.issueTitle", { volume: v.number, issue: i.number })}</strong>
                    <time dateTime={i.publishedOn}>{formatDate(i.publishedOn, lang)}</time>
                    <span>{t("reading.archive.protocolCount", { count: i.protocolCount })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <Pagination page={page} pages={pages} />
      </section>
    </main>
  );
}

/** The archive (SPEC §2.2): current issue, all issues by volume, articles in press; or one issue's contents. */
export default function ArchivePage({ loaderData }: Route.ComponentProps) {
  return loaderData.view === "issue" ? <IssueView data={loaderData} /> : <AllIssues data={loaderData} />;
}
