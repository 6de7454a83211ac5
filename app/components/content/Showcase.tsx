import type { ReactNode } from "react";
import { Link } from "react-router";
import type { TocEntry } from "@core/content/render-markdown";
import type { ProtocolSummary } from "@core/protocols/load-summaries";
import { ProtocolList } from "~/components/ProtocolList";
import { ContentPage } from "./ContentPage";
import { ResponsiveImage } from "~/components/content/ResponsiveImage";

/** What a collection and a special issue both show of themselves. */
interface Showcase {
  id: number;
  title: string;
  description: string;
  coverUrl: string;
}

/** The list page's cards: each showcase's cover, linked title, what `meta` says of it and its description. */
export function ShowcaseCards<T extends Showcase>({
  items,
  href,
  meta,
  empty,
}: {
  items: readonly T[];
  href: (item: T) => string;
  meta: (item: T) => ReactNode;
  empty: string;
}) {
  if (!items.length) return <p className="empty-note">{empty}</p>;
  return (
    <ul className="card-list">
      {items.map((item) => (
        <li key={item.id} className="card">
          <ResponsiveImage className="card__image" src={item.coverUrl} sizes="(max-width: 979px) 100vw, 256px" alt="" width={256} height={144} loading="lazy" />
          <div className="card__body">
            <h2 className="card__title">
              <Link to={href(item)}>{item.title}</Link>
            </h2>
            <p className="card__meta">{meta(item)}</p>
            <p className="card__text">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * One collection's or special issue's page (?id=): its title under the section's, then its cover, `header` (a
 * special issue's date), description and the way back to the list, then its protocols (`children`).
 */
export function ShowcasePage({
  showcase,
  section,
  back,
  className,
  toc,
  header,
  children,
}: {
  showcase: Showcase;
  section: string;
  back: { to: string; label: string };
  className: string;
  toc?: readonly TocEntry[];
  header?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ContentPage
      title={showcase.title}
      headTitle={`${showcase.title} – ${section}`}
      description={showcase.description}
      kicker={section}
      toc={toc}
      canonicalParams={["id"]}
      className={className}
      lead={
        <div className="si-header">
          <ResponsiveImage className="si-header__cover" src={showcase.coverUrl} sizes="(max-width: 979px) 100vw, 320px" alt="" width={320} height={180} />
          <div>
            {header}
            <p>{showcase.description}</p>
            <p>
              <Link to={back.to}>{back.label}</Link>
            </p>
          </div>
        </div>
      }
    >
      {children}
    </ContentPage>
  );
}

/** A titled list of protocols on a showcase's page (a collection's, a special issue's section), or a note when it has none. */
export function ShowcaseProtocols({
  id,
  title,
  className,
  protocols,
  empty,
}: {
  id: string;
  title: string;
  className?: string;
  protocols: ProtocolSummary[];
  empty: string;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {protocols.length ? <ProtocolList items={protocols} /> : <p className="empty-note">{empty}</p>}
    </section>
  );
}
