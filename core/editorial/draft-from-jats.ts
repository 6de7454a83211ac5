import type { FigureSource } from "../import-jats/make-figure-renditions";
import type { ProtocolKind } from "../db/schema";
import { readJatsArticle } from "../import-jats/read-jats-article";
import type { XElement } from "../import-jats/xml-tree";
import type { EditorialDraft } from "./draft-schema";

/**
 * A JATS article as a draft (issue 14 "Import JATS"), read by the importer of ADR 0092 with its Chinese
 * translation sub-article (ADR 0097). `figureSrc` gives a figure's stored image; figures without one become notes
 * naming the file. Throws JatsImportError naming the element when the file cannot be used.
 */
export function draftFromJats(
  root: XElement,
  choices: { kind: ProtocolKind; categoryIds: number[] },
  figureSrc: (href: string) => FigureSource | null = () => null,
): EditorialDraft {
  const article = readJatsArticle(root, figureSrc);
  return {
    kind: choices.kind,
    titleEn: article.titleEn,
    titleCn: article.titleCn,
    abstractEn: article.abstractEn,
    abstractCn: article.abstractCn,
    keywordsEn: article.keywordsEn,
    keywordsCn: article.keywordsCn,
    authors: article.authors.length
      ? article.authors
      : [{ nameEn: "Anonymous", nameCn: null, orcid: null, affiliations: [], corresponding: false, email: null }],
    categoryIds: choices.categoryIds,
    organisms: [],
    licence: article.licence || "CC BY 4.0",
    receivedOn: article.receivedOn,
    acceptedOn: article.acceptedOn,
    body: article.body,
    bodyCn: article.bodyCn,
    versionNote: null,
    doi: article.doi,
  };
}
