import type { MetaTag } from "@core/protocols/citation/build-citation-meta";

/** Link preview tags of the page, in the page's language (Open Graph, Twitter card). */
export interface SharePreview {
  title: string;
  description: string;
  url: string;
  siteName: string;
  locale: "en_US" | "zh_CN";
  image: { url: string; width: number; height: number; type: string; alt: string };
  publishedTime: string | null;
  sections: string[];
  tags: string[];
}

interface ProtocolHeadMetaProps {
  /** The citation record's Highwire and Dublin Core tags: the same on both languages' pages (ADR 0094). */
  citation: MetaTag[];
  share: SharePreview;
  /** The JSON-LD document as JSON text. */
  jsonLd: string;
  nonce: string | undefined;
}

/**
 * Metadata for indexers and link previews: Highwire Press citation_* tags (Google Scholar), Dublin Core,
 * Open Graph, Twitter card, and JSON-LD. React hoists the <meta> elements into <head>.
 */
export function ProtocolHeadMeta({ citation, share, jsonLd, nonce }: ProtocolHeadMetaProps) {
  const description = share.description.length > 300 ? `${share.description.slice(0, 297)}…` : share.description;
  // "<" escaped so the text can never close the script element.
  const json = jsonLd.replace(/</g, "\\u003c");
  return (
    <>
      {citation.map((tag, i) => (
        <meta key={`c${i}`} name={tag.name} content={tag.content} />
      ))}

      <meta property="og:type" content="article" />
      <meta property="og:title" content={share.title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={share.url} />
      <meta property="og:site_name" content={share.siteName} />
      <meta property="og:locale" content={share.locale} />
      <meta property="og:image" content={share.image.url} />
      <meta property="og:image:type" content={share.image.type} />
      <meta property="og:image:width" content={String(share.image.width)} />
      <meta property="og:image:height" content={String(share.image.height)} />
      <meta property="og:image:alt" content={share.image.alt} />
      {share.publishedTime ? <meta property="article:published_time" content={share.publishedTime} /> : null}
      {share.sections.map((s, i) => (
        <meta key={`s${i}`} property="article:section" content={s} />
      ))}
      {share.tags.map((k, i) => (
        <meta key={`t${i}`} property="article:tag" content={k} />
      ))}

      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={share.title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={share.image.url} />
      <meta name="twitter:image:alt" content={share.image.alt} />

      {/* Not executed (a data block), but the CSP allows only nonce'd inline scripts, so it carries the nonce. */}
      <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />
    </>
  );
}
