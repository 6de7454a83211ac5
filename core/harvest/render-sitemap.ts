import { escapeXml as x } from "./escape-xml";

export const SITEMAP_NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"';

/** A W3C date-time for lastmod: stored instants as they are, days as days. */
function lastmod(value: string | null): string {
  if (!value) return "";
  return `<lastmod>${x(value.length > 10 ? `${value.slice(0, 19)}+00:00` : value)}</lastmod>`;
}

/**
 * A page's two language versions as two <url> entries, each naming the other and x-default (English) as
 * hreflang alternates (Google's sitemap hreflang rules: every version lists all versions, itself included).
 */
export function renderPageUrls(origin: string, pathAfterLang: string, modified: string | null): string {
  const en = `${origin}/en${pathAfterLang}`;
  const cn = `${origin}/cn${pathAfterLang}`;
  const alternates =
    `<xhtml:link rel="alternate" hreflang="en" href="${x(en)}"/>` +
    `<xhtml:link rel="alternate" hreflang="zh-CN" href="${x(cn)}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${x(en)}"/>`;
  return [en, cn].map((loc) => `<url><loc>${x(loc)}</loc>${lastmod(modified)}${alternates}</url>`).join("");
}

export function renderSitemapIndexEntry(loc: string, modified: string | null): string {
  return `<sitemap><loc>${x(loc)}</loc>${lastmod(modified)}</sitemap>`;
}
