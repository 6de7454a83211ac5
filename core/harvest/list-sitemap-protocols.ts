import type { Db } from "../db/client";
import type { ProtocolKind } from "../db/schema";

export interface SitemapProtocol {
  id: number;
  kind: ProtocolKind;
  lastmod: string;
  hasChinese: boolean;
}

/**
 * The protocols of one child sitemap, read in batches along the (kind, online_on, id) index (kind, year, chunk of
 * `perChunk`): the chunk's start is one skip over that year's index entries, then each batch continues from
 * the last (online_on, id) read, so a child never reads the whole table.
 */
export async function* listSitemapProtocols(
  db: Db,
  section: { kind: ProtocolKind; year: number; chunk: number },
  perChunk: number,
  batch = 2000,
): AsyncGenerator<SitemapProtocol[]> {
  const yearStart = `${section.year}-01-01`;
  const yearEnd = `${section.year}-12-31`;
  let after: { onlineOn: string; id: number } | null = null;
  let left = perChunk;
  let skip = (section.chunk - 1) * perChunk;
  while (left > 0) {
    let q = db
      .selectFrom("protocols")
      .select(["id", "kind", "online_on", "updated_at", "title_cn"])
      .where("kind", "=", section.kind)
      .where("online_on", ">=", yearStart)
      .where("online_on", "<=", yearEnd);
    if (after) {
      const a = after;
      // ">= d and (> d or id > i)" seeks in the index; SQLite reads the "> d or (= d and id > i)" form from the
      // start of the range (ADR 0095).
      q = q.where("online_on", ">=", a.onlineOn).where((eb) => eb.or([eb("online_on", ">", a.onlineOn), eb("id", ">", a.id)]));
    }
    const size = Math.min(batch, left);
    const rows = await q.orderBy("online_on").orderBy("id").limit(size).offset(skip).execute();
    skip = 0;
    if (rows.length === 0) return;
    yield rows.map((r) => ({ id: r.id, kind: r.kind, lastmod: r.updated_at, hasChinese: r.title_cn !== null }));
    const last = rows[rows.length - 1]!;
    after = { onlineOn: last.online_on!, id: last.id };
    left -= rows.length;
    if (rows.length < size) return;
  }
}
