import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import { parseDraftData } from "../editorial/draft-schema";
import type { ProtocolBody } from "./body";

/** An earlier version of a protocol as readers saw it before a newer one replaced it (ADR 0101). */
export interface ProtocolVersionView {
  version: number;
  /** The day this version went online, and the day the next one replaced it. */
  publishedOn: string;
  replacedOn: string;
  /** The newest version's number: the protocol page shows that one. */
  latest: number;
  /** What the next version changed, from its history row (both languages). */
  nextNote: { en: string; cn: string };
  titleEn: string;
  titleCn: string | null;
  abstractEn: string;
  abstractCn: string | null;
  authors: { nameEn: string; nameCn: string | null }[];
  bodies: Partial<Record<Lang, ProtocolBody>>;
}

/**
 * Version `version` of a protocol, from the snapshot kept on its history row when the next version went online
 * (ADR 0099). Null when there is no such version or it is the current one (which has no snapshot: the protocol
 * page is its reading).
 */
export async function findProtocolVersion(
  db: Db,
  protocolId: number,
  version: number,
): Promise<ProtocolVersionView | null> {
  const rows = await db
    .selectFrom("protocol_versions")
    .select(["version", "published_on", "note_en", "note_cn", "snapshot"])
    .where("protocol_id", "=", protocolId)
    .where("version", "in", [version, version + 1])
    .orderBy("version")
    .execute();
  const [row, next] = rows;
  if (!row || row.version !== version || !row.snapshot || !next) return null;
  const latest = await db
    .selectFrom("protocol_versions")
    .select((eb) => eb.fn.max("version").as("v"))
    .where("protocol_id", "=", protocolId)
    .executeTakeFirstOrThrow();
  const snapshot = parseDraftData(row.snapshot);
  return {
    version,
    publishedOn: row.published_on,
    replacedOn: next.published_on,
    latest: Number(latest.v),
    nextNote: { en: next.note_en, cn: next.note_cn },
    titleEn: snapshot.titleEn,
    titleCn: snapshot.titleCn,
    abstractEn: snapshot.abstractEn,
    abstractCn: snapshot.abstractCn,
    authors: snapshot.authors.map((a) => ({ nameEn: a.nameEn, nameCn: a.nameCn })),
    bodies: snapshot.bodyCn ? { en: snapshot.body, cn: snapshot.bodyCn } : { en: snapshot.body },
  };
}
