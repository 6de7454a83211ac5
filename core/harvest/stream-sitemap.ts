import type { Db } from "../db/client";
import { rememberPerDatabase } from "../db/remember-per-database";
import { listSitemapProtocols } from "./list-sitemap-protocols";
import { listSitemapSections, type ProtocolSitemapSection } from "./list-sitemap-sections";
import { renderPageUrls, renderSitemapIndexEntry, SITEMAP_NS } from "./render-sitemap";
import { SITEMAP_MAX_URLS, SITEMAP_PAGES } from "./sitemap-constants";

const XML_DECL = '<?xml version="1.0" encoding="UTF-8"?>\n';
/** The index's grouped read is remembered this long: new protocols reach the index within ten minutes. */
const INDEX_TTL_MS = 10 * 60_000;

export interface SitemapOptions {
  origin: string;
  /** URLs per child sitemap; tests set a small one to prove the split. */
  maxUrls?: number;
}

/** Protocols per child: every protocol is listed twice (English and Chinese page). */
function perChunk(options: SitemapOptions): number {
  return Math.max(1, Math.floor((options.maxUrls ?? SITEMAP_MAX_URLS) / 2));
}

const rememberedSections = new Map<number, (db: Db) => Promise<ProtocolSitemapSection[]>>();
function sections(db: Db, chunk: number): Promise<ProtocolSitemapSection[]> {
  let read = rememberedSections.get(chunk);
  if (!read) {
    read = rememberPerDatabase(INDEX_TTL_MS, (d) => listSitemapSections(d, chunk));
    rememberedSections.set(chunk, read);
  }
  return read(db);
}

export function protocolSitemapName(s: { kind: string; year: number; chunk: number }): string {
  return `protocols-${s.kind}-${s.year}-${s.chunk}.xml`;
}

/** The sitemap index (/sitemap.xml): the pages and issues sitemaps, then one per protocol chunk. */
export async function buildSitemapIndex(db: Db, options: SitemapOptions): Promise<string> {
  const list = await sections(db, perChunk(options));
  const newestIssue = await db
    .selectFrom("issues")
    .select((eb) => eb.fn.max("published_on").as("d"))
    .where("state", "=", "published")
    .executeTakeFirst();
  const entries = [
    renderSitemapIndexEntry(`${options.origin}/sitemaps/pages.xml`, null),
    renderSitemapIndexEntry(`${options.origin}/sitemaps/issues.xml`, newestIssue?.d ?? null),
    ...list.map((s) => renderSitemapIndexEntry(`${options.origin}/sitemaps/${protocolSitemapName(s)}`, s.lastmod)),
  ];
  return `${XML_DECL}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join("")}</sitemapindex>\n`;
}

const PROTOCOL_NAME = /^protocols-(bp|bpp)-(\d{4})-([1-9]\d{0,5})\.xml$/;

/**
 * One child sitemap as a stream of XML text, or null when there is no such sitemap. Protocol pages are
 * written batch by batch as they are read, so memory stays flat however large the chunk.
 */
export async function streamSitemap(db: Db, name: string, options: SitemapOptions): Promise<ReadableStream<Uint8Array> | null> {
  const { origin } = options;
  const encoder = new TextEncoder();
  let parts: AsyncIterable<string>;
  if (name === "pages.xml") {
    parts = (async function* () {
      for (const p of SITEMAP_PAGES) yield renderPageUrls(origin, p, null);
      const news = await db.selectFrom("news").select(["slug", "published_on"]).where("state", "=", "published").orderBy("published_on", "desc").execute();
      for (const n of news) yield renderPageUrls(origin, `/news/${encodeURIComponent(n.slug)}`, n.published_on);
    })();
  } else if (name === "issues.xml") {
    parts = (async function* () {
      const issues = await db
        .selectFrom("issues")
        .select(["id", "published_on"])
        .where("state", "=", "published")
        .orderBy("published_on", "desc").orderBy("id").execute();
      for (const i of issues) yield renderPageUrls(origin, `/archive?issue=${i.id}`, i.published_on);
    })();
  } else {
    const m = PROTOCOL_NAME.exec(name);
    if (!m) return null;
    const section = { kind: m[1] as "bp" | "bpp", year: Number(m[2]), chunk: Number(m[3]) };
    const known = await sections(db, perChunk(options));
    if (!known.some((s) => s.kind === section.kind && s.year === section.year && s.chunk === section.chunk)) return null;
    parts = (async function* () {
      for await (const batch of listSitemapProtocols(db, section, perChunk(options))) {
        yield batch.map((p) => renderPageUrls(origin, `/bpdetail?id=${p.id}&type=${p.kind}`, p.lastmod)).join("");
      }
    })();
  }
  const iterator = parts[Symbol.asyncIterator]();
  let opened = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!opened) {
        opened = true;
        controller.enqueue(encoder.encode(`${XML_DECL}<urlset ${SITEMAP_NS}>`));
        return;
      }
      const next = await iterator.next();
      if (next.done) {
        controller.enqueue(encoder.encode("</urlset>\n"));
        controller.close();
      } else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
