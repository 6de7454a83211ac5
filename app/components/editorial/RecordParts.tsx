import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AuditEntryRow } from "@core/editorial/list-audit-entries";
import { PageHead } from "~/components/PageHead";
import { AuditTable } from "./AuditTable";
import { EditorialNav } from "./EditorialNav";

interface OfficePageProps {
  /** The document's title, and the heading's unless `heading` is given. */
  title: string;
  heading?: ReactNode;
  /** Between the office's navigation and the heading (a breadcrumb, a way back). */
  beforeTitle?: ReactNode;
  children: ReactNode;
}

/** A section of an office page, named by its heading (`id`). */
export function OfficeSection({
  id,
  className,
  title,
  children,
}: {
  id: string;
  className?: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** An office page: the main landmark, its title (the document's and the heading), the office's navigation. */
export function OfficePage({ title, heading, beforeTitle, children }: OfficePageProps) {
  return (
    <main id="main" className="container forms-page editorial-page">
      <PageHead title={title} noindex />
      <EditorialNav />
      {beforeTitle}
      <h1>{heading ?? title}</h1>
      {children}
    </main>
  );
}

/** A record's state as a badge (scheduled, published, draft…), in the office's lists and on its page. */
export function StateBadge({ state, children }: { state: string; children: ReactNode }) {
  return <span className={`editorial-issue-state editorial-issue-state--${state}`}>{children}</span>;
}

/** What the change just made did (the page came back with `?done=`); nothing when `text` is null. */
export function DoneNotice({ text }: { text: string | null }) {
  if (text === null) return null;
  return (
    <p className="editorial-notice" role="status">
      {text}
    </p>
  );
}

/** The foot of an office record page: its audit history (when it has one), then the way back to its list. */
export function RecordFooter({ title, history, back, backLabel }: { title: string; history: readonly AuditEntryRow[]; back: string; backLabel: ReactNode }) {
  return (
    <>
      {history.length ? <AuditTable title={title} rows={history} /> : null}
      <p>
        <Link to={back}>{backLabel}</Link>
      </p>
    </>
  );
}
