import path from "node:path";
import { JOURNAL, type Lang } from "@core/config/constants";
import type { ProtocolDetail } from "@core/protocols/protocol-detail";
import { PREPRINT_REPOSITORY } from "@core/protocols/citation/citation-record";
import { pdfSupportsChinese } from "@core/protocols/export/render-protocol-pdf";
import type { SocialCardContent } from "@core/protocols/social/render-social-card";
import { translate } from "~/i18n/translate";
import { localized } from "@core/content/localized";

/** Where drawn share images are kept (`OG_IMAGE_DIR`, default data/og-images; on several servers, a shared folder). */
export function socialCardDir(): string {
  return path.resolve(process.env.OG_IMAGE_DIR || "data/og-images");
}

/** The share image of a protocol page, at the configured origin (og:image, twitter:image). */
export function socialCardUrl(origin: string, lang: Lang, protocol: ProtocolDetail): string {
  return `${origin}/${lang}/bpdetail/og-image.png?id=${protocol.id}&type=${protocol.kind}`;
}

const ET_AL: Record<Lang, string> = { en: "et al.", cn: "等" };
/** Authors named on the card before "et al." / 等. */
const NAMED_AUTHORS = 3;

/**
 * What the card of a protocol shows in a page language: the Chinese card uses the Chinese title, names and
 * journal name where the journal has them (and falls back to English when no Chinese font is installed).
 */
export function socialCardContent(protocol: ProtocolDetail, pageLang: Lang): SocialCardContent {
  const lang: Lang = pageLang === "cn" && pdfSupportsChinese() ? "cn" : "en";
  const cn = lang === "cn";
  const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  const names = protocol.authors.map((a) => localized(lang, a.nameEn, a.nameCn));
  const shown = names.slice(0, NAMED_AUTHORS).join(cn ? "，" : ", ");
  const authors = names.length > NAMED_AUTHORS ? `${shown}${cn ? "" : ","} ${ET_AL[lang]}` : shown;
  const preprint = protocol.kind === "bpp";
  const year = (protocol.issue?.publishedOn ?? protocol.publishedOn ?? protocol.onlineOn ?? "").slice(0, 4);
  const source = preprint ? PREPRINT_REPOSITORY[lang] : cn ? JOURNAL.titleCn : JOURNAL.titleEn;
  return {
    chinese: cn,
    source,
    kind: preprint ? `${t("reading.preprint")} · ${t("reading.notPeerReviewed")}` : t("reading.protocolKind"),
    title: localized(lang, protocol.titleEn, protocol.titleCn),
    authors,
    footer: protocol.doi ? `DOI: ${protocol.doi}` : [protocol.elocation, year].filter(Boolean).join(" · "),
  };
}
