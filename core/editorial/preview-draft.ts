import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import type { ProtocolBody } from "../protocols/body";
import { findProtocolDetail } from "../protocols/find-protocol-detail";
import type { ProtocolDetail } from "../protocols/protocol-detail";
import type { EditorialDraft } from "./draft-schema";
import { FIRST_VERSION_NOTE } from "./publish-new-version";

export interface DraftPreview {
  /** The protocol as its page will describe it once the draft is online. */
  protocol: ProtocolDetail;
  bodies: Partial<Record<Lang, ProtocolBody>>;
}

/**
 * What readers will get when a draft goes online (ADR 0102), for the editor's preview: a new draft as a protocol
 * in press (a preprint: posted) today, without the id, DOI and e-location it gets then, unless it brings its DOI;
 * the next version of a protocol online as that protocol with the draft's texts and the version history it will
 * have. Reads only; writes nothing.
 */
export async function previewDraft(
  db: Db,
  draft: EditorialDraft,
  protocolId: number | null,
  today: string,
): Promise<DraftPreview | null> {
  const base = protocolId === null ? null : await findProtocolDetail(db, protocolId);
  if (protocolId !== null && !base) return null;
  const [categories, organisms] = await Promise.all([
    draft.categoryIds.length
      ? db
          .selectFrom("categories")
          .select(["id", "name_en", "name_cn"])
          .where("id", "in", draft.categoryIds)
          .orderBy("sort_order")
          .execute()
      : Promise.resolve([]),
    draft.organisms.length
      ? db.selectFrom("organisms").select(["name_en", "name_cn"]).where("name_en", "in", draft.organisms).execute()
      : Promise.resolve([]),
  ]);
  const organismCn = new Map(organisms.map((o) => [o.name_en, o.name_cn]));
  const texts = {
    titleEn: draft.titleEn,
    titleCn: draft.titleCn,
    abstractEn: draft.abstractEn,
    abstractCn: draft.abstractCn,
    keywordsEn: draft.keywordsEn,
    keywordsCn: draft.keywordsCn,
    receivedOn: draft.receivedOn,
    acceptedOn: draft.acceptedOn,
    licence: draft.licence,
    authors: draft.authors.map((a) => ({ ...a })),
    categories: categories.map((c) => ({ id: c.id, nameEn: c.name_en, nameCn: c.name_cn })),
    // A new organism is added with its Latin name in both languages when the draft goes online.
    organisms: [...new Set(draft.organisms)].map((name) => ({ nameEn: name, nameCn: organismCn.get(name) ?? name })),
  };
  const bodies = draft.bodyCn ? { en: draft.body, cn: draft.bodyCn } : { en: draft.body };
  if (base) {
    const history = base.versions.length
      ? base.versions.map((v, i) => ({ ...v, readable: v.readable || i === base.versions.length - 1 }))
      : [
          {
            version: 1,
            publishedOn: base.onlineOn ?? today,
            noteEn: FIRST_VERSION_NOTE.en,
            noteCn: FIRST_VERSION_NOTE.cn,
            readable: true,
          },
        ];
    const note = draft.versionNote ?? { en: "", cn: "" };
    const next = {
      version: history.at(-1)!.version + 1,
      publishedOn: today,
      noteEn: note.en,
      noteCn: note.cn || note.en,
      readable: false,
    };
    return { protocol: { ...base, ...texts, versions: [...history, next] }, bodies };
  }
  const journal = draft.kind === "bp";
  return {
    protocol: {
      id: 0,
      kind: draft.kind,
      status: journal ? "in_press" : "published",
      doi: draft.doi,
      elocation: null,
      ...texts,
      acceptedOn: draft.acceptedOn ?? (journal ? today : null),
      onlineOn: today,
      publishedOn: journal ? null : today,
      reviewersAnonymous: true,
      views: 0,
      citedBy: 0,
      issue: null,
      journalVersion: null,
      preprint: null,
      reviewers: [],
      versions: [],
      video: null,
    },
    bodies,
  };
}
