import type { Db } from "../db/client";
import { findProtocolDetail } from "../protocols/find-protocol-detail";
import { loadProtocolBodies } from "../protocols/load-protocol-bodies";
import type { EditorialDraft } from "./draft-schema";
import { figuresFromBodies } from "./figures/figure-markers";

/** A protocol online as a draft document: what the form edits for its next version, and what a snapshot keeps. */
export async function draftFromProtocol(db: Db, protocolId: number): Promise<EditorialDraft | null> {
  const [p, bodies] = await Promise.all([findProtocolDetail(db, protocolId), loadProtocolBodies(db, protocolId)]);
  if (!p || !bodies.en) return null;
  return {
    kind: p.kind,
    titleEn: p.titleEn,
    titleCn: p.titleCn,
    abstractEn: p.abstractEn,
    abstractCn: p.abstractCn,
    keywordsEn: p.keywordsEn,
    keywordsCn: p.keywordsCn,
    authors: p.authors.map((a) => ({
      nameEn: a.nameEn,
      nameCn: a.nameCn,
      orcid: a.orcid,
      affiliations: a.affiliations,
      corresponding: a.corresponding,
      email: a.email,
    })),
    categoryIds: p.categories.map((c) => c.id),
    organisms: p.organisms.map((o) => o.nameEn),
    licence: p.licence,
    receivedOn: p.receivedOn,
    acceptedOn: p.acceptedOn,
    body: bodies.en,
    bodyCn: bodies.cn ?? null,
    versionNote: null,
    doi: p.doi,
    figures: figuresFromBodies(bodies.en, bodies.cn ?? null),
  };
}
