import type { Lang } from "@core/config/constants";
import { JOURNAL } from "@core/config/constants";
import { buildCitationRecord, protocolPageUrl } from "@core/protocols/citation/citation-record";
import { formatJournalCitation } from "@core/protocols/citation/format-journal-citation";
import { formatGbt7714Citation } from "@core/protocols/citation/format-gbt7714-citation";
import { buildProtocolJsonLd } from "@core/protocols/citation/build-json-ld";
import { buildCitationMeta } from "@core/protocols/citation/build-citation-meta";
import type { ProtocolDetail } from "@core/protocols/protocol-detail";
import type { ProtocolNotice } from "@core/editorial/notices/notice-rules";
import type { listRelatedProtocols } from "@core/protocols/list-related-protocols";
import type { listProtocolQuestions } from "@core/protocols/list-protocol-questions";
import type { listCitingWorks } from "@core/protocols/list-citing-works";
import { SOCIAL_CARD } from "@core/protocols/social/render-social-card";
import type { SharePreview } from "~/components/reading/ProtocolHeadMeta";
import type { ProtocolTexts } from "./protocol-texts.server";
import { socialCardUrl } from "./social-card.server";

export interface ProtocolPageInput {
  protocol: ProtocolDetail;
  lang: Lang;
  origin: string;
  texts: ProtocolTexts;
  signedIn: boolean;
  favourited: boolean | null;
  related: Awaited<ReturnType<typeof listRelatedProtocols>>;
  questions: Awaited<ReturnType<typeof listProtocolQuestions>>;
  citingWorks: Awaited<ReturnType<typeof listCitingWorks>>;
  /** Corrections, retraction, expressions of concern (ADR 0104); none for a draft's preview. */
  notices?: ProtocolNotice[];
}

/**
 * What the protocol page shows, from the protocol and its lists: the page itself (bpdetail) and an editor's
 * preview of a draft (ADR 0102) build it the same way, so the preview is the page readers will get.
 */
export function buildProtocolPageData(input: ProtocolPageInput) {
  const { protocol, lang, origin, texts, signedIn } = input;
  const showChinese = lang === "cn";
  const title = showChinese && protocol.titleCn ? protocol.titleCn : protocol.titleEn;
  const abstract = showChinese && protocol.abstractCn ? protocol.abstractCn : protocol.abstractEn;
  const keywords = showChinese && protocol.keywordsCn.length ? protocol.keywordsCn : protocol.keywordsEn;
  const pageUrl = protocolPageUrl(origin, lang, protocol.id, protocol.kind);
  const record = buildCitationRecord(protocol, origin);
  const stored = texts.primary;
  const references = stored?.body.references ?? [];
  // Link previews are in the page's language; the citation tags are the one record (ADR 0094).
  const share: SharePreview = {
    title,
    description: abstract,
    url: pageUrl,
    siteName: showChinese ? JOURNAL.titleCn : JOURNAL.titleEn,
    locale: showChinese ? "zh_CN" : "en_US",
    image: { url: socialCardUrl(origin, lang, protocol), ...SOCIAL_CARD, type: "image/png", alt: title },
    publishedTime: protocol.issue?.publishedOn ?? protocol.publishedOn ?? protocol.onlineOn,
    sections: protocol.categories.map((c) => (showChinese ? c.nameCn : c.nameEn)),
    tags: keywords,
  };
  return {
    protocol,
    // SPEC §1, §6: the full text only reaches signed-in readers; visitors' HTML never contains it.
    texts: { mode: texts.mode, available: texts.available, shown: texts.shown },
    hasFullText: texts.exists,
    references,
    signedIn,
    favourited: input.favourited,
    related: input.related,
    questions: input.questions,
    citingWorks: input.citingWorks,
    notices: input.notices ?? [],
    citation: formatJournalCitation(record),
    gbt7714: lang === "cn" ? formatGbt7714Citation(record) : null,
    head: { title, abstract, keywords, pageUrl },
    citationMeta: buildCitationMeta(record, protocol, references),
    share,
    // Sent as its JSON text: the page only writes it out, and a string is cheaper to serialise than the tree.
    // The body goes in only for signed-in readers (SPEC §1, §6).
    jsonLd: JSON.stringify(
      buildProtocolJsonLd({
        protocol,
        record,
        origin,
        lang,
        body: signedIn && stored ? stored.body : null,
        references,
      }),
    ),
  };
}

export type ProtocolPageData = ReturnType<typeof buildProtocolPageData>;
