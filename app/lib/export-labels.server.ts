import type { Lang } from "@core/config/constants";
import { SECTION_KINDS, type SectionKind } from "@core/protocols/body";
import type { ExportLabels } from "@core/protocols/export/export-labels";
import { translate, type MessageKey } from "~/i18n/translate";
import { materialsHeadKeys } from "~/lib/materials-head";

/** The catalogue's words for PDF and JATS exports, in one language. */
export function exportLabels(lang: Lang, licence: string, year: string): ExportLabels {
  const t = (key: MessageKey, values?: Record<string, string | number>) => translate(lang, key, values);
  return {
    sections: Object.fromEntries(SECTION_KINDS.map((k) => [k, t(`reading.section.${k}` as MessageKey)])) as Record<SectionKind, string>,
    abstract: t("reading.abstract"),
    keywords: t("reading.keywords"),
    references: t("reading.references"),
    materialsHead: Object.fromEntries(SECTION_KINDS.map((k) => [k, materialsHeadKeys(k).map((key) => t(key))])) as Record<SectionKind, string[]>,
    note: t("reading.note"),
    colon: t("punct.colonSeparator"),
    figure: t("reading.figure"),
    table: t("reading.table"),
    video: t("reading.video"),
    received: t("reading.received"),
    accepted: t("reading.accepted"),
    online: t("reading.availableOnline"),
    published: t("reading.issuePublished"),
    inPress: t("reading.inPress"),
    preprint: t("reading.preprint"),
    correspondingAuthor: t("reading.correspondingAuthor"),
    howToCite: t("reading.howToCite"),
    page: t("reading.page"),
    licence: t("reading.copyrightText", { year, licence }),
  };
}
