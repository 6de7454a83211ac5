import type { FigureSource } from "./make-figure-renditions";
import { protocolBodySchema, type ProtocolBody } from "../protocols/body";
import { convertJatsBody } from "./convert-jats-body";
import { inlineText } from "./convert-jats-inline";
import { JatsImportError } from "./jats-import-error";
import { readJatsMetadata, type ImportedMetadata } from "./read-jats-metadata";
import { readJatsReferences } from "./read-jats-references";
import { child, childElements, descendants, type XElement } from "./xml-tree";

export interface ImportedArticle extends ImportedMetadata {
  body: ProtocolBody;
  /** The Chinese full text, from a `sub-article` of type "translation" in Chinese (ADR 0097); null without one. */
  bodyCn: ProtocolBody | null;
}

/** The article's Chinese translation sub-article (`article-type="translation"`, `xml:lang="zh…"`), if any. */
export function chineseTranslation(article: XElement): XElement | undefined {
  return childElements(article, "sub-article").find(
    (s) => s.attrs["article-type"] === "translation" && /^zh\b/i.test(s.attrs["xml:lang"] ?? ""),
  );
}

/** The hrefs of the images the article's figures (and image-only tables) name, its translation's included. */
export function figureHrefs(article: XElement): string[] {
  const body = child(article, "body");
  const back = child(article, "back");
  const translated = child(chineseTranslation(article), "body");
  return [body, back, translated]
    .filter((x): x is XElement => x !== undefined)
    .flatMap((el) => [
      ...descendants(el, "fig"),
      ...descendants(el, "table-wrap").filter((t) => descendants(t, "table").length === 0),
    ])
    .flatMap((f) => descendants(f, "graphic").map((g) => g.attrs["xlink:href"] ?? ""))
    .filter(Boolean);
}

/**
 * A parsed JATS article as a protocol of the journal: metadata, authors, abstract, structured body and
 * references. `figureSrc` gives each figure image as the journal stores it (null: not available).
 */
export function readJatsArticle(article: XElement, figureSrc: (href: string) => FigureSource | null): ImportedArticle {
  const meta = readJatsMetadata(article);
  const { references, numbers } = readJatsReferences(article);
  const sections = convertJatsBody(article, { refNumbers: numbers, figureSrc });
  let abstractEn = meta.abstractEn;
  if (!abstractEn) {
    // Notices (corrections, retractions) have no abstract: their first paragraph stands in for it.
    const first = sections.flatMap((s) => s.blocks).find((b) => b.type === "paragraph");
    abstractEn = first?.type === "paragraph" ? inlineText(first.content) : "";
  }
  if (!abstractEn)
    throw new JatsImportError("article-meta/abstract missing (and the body has no paragraph to stand in for it)");
  const body = validBody({ sections, references }, "body");
  // The translation cites the article's reference list; it has none of its own.
  const translation = chineseTranslation(article);
  const sectionsCn = translation ? convertJatsBody(translation, { refNumbers: numbers, figureSrc }) : [];
  const bodyCn = sectionsCn.length
    ? validBody({ sections: sectionsCn, references }, "sub-article (translation)")
    : null;
  return { ...meta, abstractEn, body, bodyCn };
}

function validBody(body: ProtocolBody, where: string): ProtocolBody {
  const parsed = protocolBodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new JatsImportError(`${where} could not be converted: ${issue.path.join(".")}: ${issue.message}`);
  }
  return parsed.data;
}
