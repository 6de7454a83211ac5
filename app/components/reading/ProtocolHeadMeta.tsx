import { JOURNAL } from "@core/config/constants";
import type { ProtocolDetail } from "@core/protocols/find-protocol-detail";

interface ProtocolHeadMetaProps {
  protocol: ProtocolDetail;
  title: string;
  abstract: string;
  keywords: string[];
  /** "en" or "zh" */
  language: string;
  references: { text: string; doi?: string }[];
  pageUrl: string;
  pdfUrl: string;
  imageUrl: string | null;
  /** The JSON-LD document as JSON text. */
  jsonLd: string;
  nonce: string | undefined;
}

const slashDate = (iso: string) => iso.slice(0, 10).replaceAll("-", "/");

/**
 * Metadata for indexers and link previews: Highwire Press citation_* tags (Google Scholar), Dublin Core,
 * Open Graph, Twitter card, and JSON-LD. React hoists the <meta> elements into <head>.
 */
export function ProtocolHeadMeta(props: ProtocolHeadMetaProps) {
  const { protocol: p } = props;
  const date = p.issue?.publishedOn ?? p.publishedOn ?? p.onlineOn;
  const description = props.abstract.length > 300 ? `${props.abstract.slice(0, 297)}…` : props.abstract;
  // "<" escaped so the text can never close the script element.
  const json = props.jsonLd.replace(/</g, "\\u003c");
  return (
    <>
      <meta name="citation_title" content={props.title} />
      {p.authors.flatMap((a, i) => [
        <meta key={`a${i}`} name="citation_author" content={a.nameEn} />,
        ...a.affiliations.map((aff, j) => <meta key={`a${i}i${j}`} name="citation_author_institution" content={aff} />),
        ...(a.orcid ? [<meta key={`a${i}o`} name="citation_author_orcid" content={`https://orcid.org/${a.orcid}`} />] : []),
        ...(a.corresponding && a.email ? [<meta key={`a${i}e`} name="citation_author_email" content={a.email} />] : []),
      ])}
      {date ? <meta name="citation_publication_date" content={slashDate(date)} /> : null}
      {p.onlineOn ? <meta name="citation_online_date" content={slashDate(p.onlineOn)} /> : null}
      <meta name="citation_journal_title" content={JOURNAL.titleEn} />
      <meta name="citation_journal_abbrev" content={JOURNAL.shortTitle} />
      <meta name="citation_issn" content={JOURNAL.issn} />
      <meta name="citation_publisher" content={JOURNAL.publisherEn} />
      {p.issue ? <meta name="citation_volume" content={String(p.issue.volume)} /> : null}
      {p.issue ? <meta name="citation_issue" content={String(p.issue.number)} /> : null}
      {p.elocation ? <meta name="citation_firstpage" content={p.elocation} /> : null}
      {p.doi ? <meta name="citation_doi" content={p.doi} /> : null}
      <meta name="citation_abstract_html_url" content={props.pageUrl} />
      <meta name="citation_fulltext_html_url" content={props.pageUrl} />
      <meta name="citation_pdf_url" content={props.pdfUrl} />
      <meta name="citation_language" content={props.language} />
      {props.keywords.map((k, i) => (
        <meta key={`k${i}`} name="citation_keywords" content={k} />
      ))}
      {props.references.map((r, i) => (
        <meta key={`r${i}`} name="citation_reference" content={r.doi ? `${r.text} doi:${r.doi}` : r.text} />
      ))}

      <meta name="DC.title" content={props.title} />
      {p.authors.map((a, i) => (
        <meta key={`dc${i}`} name="DC.creator" content={a.nameEn} />
      ))}
      {date ? <meta name="DC.date" content={date} /> : null}
      {p.doi ? <meta name="DC.identifier" content={`doi:${p.doi}`} /> : null}
      <meta name="DC.publisher" content={JOURNAL.publisherEn} />
      <meta name="DC.language" content={props.language} />
      <meta name="DC.type" content="Text" />
      <meta name="DC.format" content="text/html" />
      <meta name="DC.rights" content={p.licence} />
      {props.keywords.length ? <meta name="DC.subject" content={props.keywords.join("; ")} /> : null}
      <meta name="DC.description" content={description} />

      <meta property="og:type" content="article" />
      <meta property="og:title" content={props.title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={props.pageUrl} />
      <meta property="og:site_name" content={JOURNAL.titleEn} />
      <meta property="og:locale" content={props.language === "zh" ? "zh_CN" : "en_US"} />
      {props.imageUrl ? <meta property="og:image" content={props.imageUrl} /> : null}
      {date ? <meta property="article:published_time" content={date} /> : null}
      {p.categories.map((c) => (
        <meta key={`s${c.id}`} property="article:section" content={c.nameEn} />
      ))}
      {props.keywords.map((k, i) => (
        <meta key={`t${i}`} property="article:tag" content={k} />
      ))}

      <meta name="twitter:card" content={props.imageUrl ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={props.title} />
      <meta name="twitter:description" content={description} />
      {props.imageUrl ? <meta name="twitter:image" content={props.imageUrl} /> : null}

      {/* Not executed (a data block), but the CSP allows only nonce'd inline scripts, so it carries the nonce. */}
      <script type="application/ld+json" nonce={props.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />
    </>
  );
}
