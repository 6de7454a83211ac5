import { useEffect } from "react";
import { useLocation } from "react-router";
import type { TocEntry } from "@core/content/render-markdown";
import { PageHead } from "~/components/PageHead";
import { ProseHtml } from "./ProseHtml";
import { SideMenu, type SideMenuItem } from "./SideMenu";
import { TableOfContents } from "./TableOfContents";

/** A page gets a table of contents from this many ## / ### headings on. */
export const TOC_MIN_ENTRIES = 4;

export interface ContentPageProps {
  /** The heading (by default the `document`'s title). */
  title?: string;
  /** The page's meta description (search results, link previews). */
  description?: string;
  /** A lead paragraph under the heading (Markdown pages show their front-matter description here). */
  intro?: React.ReactNode;
  /** The page's summary where it is both its meta description and the lead under the heading. */
  summary?: string;
  /** The Markdown page (content/{lang}) this page shows: its title, summary, body and headings, unless given otherwise. */
  document?: { title: string; description: string; html: string; toc: readonly TocEntry[] };
  /** The document title when it differs from the heading (e.g. "Review Process – Author guide"). */
  headTitle?: string;
  /** Small line above the heading naming the section (e.g. "Author guide"). */
  kicker?: string;
  /** Rendered Markdown body and its headings. */
  html?: string;
  toc?: readonly TocEntry[];
  menu?: { title: string; label: string; items: readonly SideMenuItem[] };
  /** Shown between the heading and the Markdown body (e.g. the review timeline). */
  lead?: React.ReactNode;
  /** Shown after the Markdown body (e.g. a board from the database). */
  children?: React.ReactNode;
  canonicalParams?: readonly string[];
  /** Element id to bring into view on load (about?type=jp → #journal, about?type=pm → #pm). */
  scrollTo?: string;
  className?: string;
}

/**
 * A long-form page: heading, optional side menu of the section, the text with the site's typography and,
 * when the page is long, a table of contents.
 */
export function ContentPage({
  document: doc,
  summary = doc?.description,
  title = doc?.title ?? "",
  description = summary,
  intro = summary,
  headTitle,
  kicker,
  html = doc?.html,
  toc = doc?.toc ?? [],
  menu,
  lead,
  children,
  canonicalParams,
  scrollTo,
  className = "",
}: ContentPageProps) {
  const location = useLocation();
  useEffect(() => {
    // A hash in the URL is the browser's (and the router's) job; ?type=jp / ?type=pm without one is ours.
    if (!scrollTo || location.hash) return;
    window.document.getElementById(scrollTo)?.scrollIntoView();
  }, [scrollTo, location.key, location.hash]);
  const showToc = toc.length >= TOC_MIN_ENTRIES;
  const layout = menu ? "content-layout content-layout--menu" : "content-layout";
  return (
    <main id="main" className={`container content-page ${className}`.trim()}>
      <PageHead title={headTitle ?? title} description={description} canonicalParams={canonicalParams} />
      <div className={layout}>
        {menu ? <SideMenu {...menu} /> : null}
        <article className={showToc ? "content-article content-article--toc" : "content-article"} aria-labelledby="content-title">
          <header className="content-header">
            {kicker ? <p className="content-kicker">{kicker}</p> : null}
            <h1 id="content-title">{title}</h1>
            {intro ? <p className="content-lead">{intro}</p> : null}
          </header>
          {showToc ? <TableOfContents entries={toc} /> : null}
          <div className="content-body">
            {lead}
            {html ? <ProseHtml html={html} /> : null}
            {children}
          </div>
        </article>
      </div>
    </main>
  );
}
