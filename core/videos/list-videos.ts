import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import type { ProtocolKind } from "../db/schema";
import { localized } from "../content/localized";

export interface ProtocolVideo {
  id: number;
  title: string;
  /** The WebM file; only videos that have one are listed. */
  src: string;
  posterUrl: string;
  durationSeconds: number;
  publishedOn: string;
  /** The protocol the video shows, when it is published on the site. */
  protocol: { id: number; kind: ProtocolKind; title: string } | null;
}

/** The published protocol videos that have a file to play, newest first, each with the protocol it belongs to. */
export async function listVideos(db: Db, lang: Lang): Promise<ProtocolVideo[]> {
  const rows = await db
    .selectFrom("videos")
    .leftJoin("protocols", "protocols.id", "videos.protocol_id")
    .select([
      "videos.id",
      "videos.title_en",
      "videos.title_cn",
      "videos.src",
      "videos.poster_url",
      "videos.duration_seconds",
      "videos.published_on",
      "protocols.id as protocol_id",
      "protocols.kind as protocol_kind",
      "protocols.title_en as protocol_title_en",
      "protocols.title_cn as protocol_title_cn",
    ])
    .where("videos.src", "is not", null)
    .where("videos.state", "=", "published")
    .orderBy("videos.published_on", "desc")
    .orderBy("videos.id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: localized(lang, r.title_en, r.title_cn),
    src: r.src ?? "",
    posterUrl: r.poster_url,
    durationSeconds: r.duration_seconds,
    publishedOn: r.published_on,
    protocol:
      r.protocol_id !== null && r.protocol_kind !== null && r.protocol_title_en !== null
        ? { id: r.protocol_id, kind: r.protocol_kind, title: localized(lang, r.protocol_title_en, r.protocol_title_cn) }
        : null,
  }));
}
