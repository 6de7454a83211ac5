import { IntlMessageFormat } from "intl-messageformat";
import { createContext, useContext } from "react";
import type { Lang } from "@core/config/constants";
import { languageTag } from "@core/locale/language-tag";
import enCommon from "./en/common.json";
import enReading from "./en/reading.json";
import enSearch from "./en/search.json";
import enAccounts from "./en/accounts.json";
import enForms from "./en/forms.json";
import enContent from "./en/content.json";
import enAds from "./en/ads.json";
import enEditorial from "./en/editorial.json";
import enEditorialIssues from "./en/editorial-issues.json";
import enEditorialNotices from "./en/editorial-notices.json";
import enEditorialMedia from "./en/editorial-media.json";
import enEditorialCollections from "./en/editorial-collections.json";
import enEditorialInbox from "./en/editorial-inbox.json";
import enEditorialQuestions from "./en/editorial-questions.json";
import enEditorialContent from "./en/editorial-content.json";
import enEditorialAds from "./en/editorial-ads.json";
import cnCommon from "./cn/common.json";
import cnReading from "./cn/reading.json";
import cnSearch from "./cn/search.json";
import cnAccounts from "./cn/accounts.json";
import cnForms from "./cn/forms.json";
import cnContent from "./cn/content.json";
import cnAds from "./cn/ads.json";
import cnEditorial from "./cn/editorial.json";
import cnEditorialIssues from "./cn/editorial-issues.json";
import cnEditorialNotices from "./cn/editorial-notices.json";
import cnEditorialMedia from "./cn/editorial-media.json";
import cnEditorialCollections from "./cn/editorial-collections.json";
import cnEditorialInbox from "./cn/editorial-inbox.json";
import cnEditorialQuestions from "./cn/editorial-questions.json";
import cnEditorialContent from "./cn/editorial-content.json";
import cnEditorialAds from "./cn/editorial-ads.json";

/**
 * The one string catalogue, kept in one file per area of the site (so parallel work does not collide) and
 * merged here into one key space. A key exists in both languages (a unit test checks it).
 */
const en = { ...enCommon, ...enReading, ...enSearch, ...enAccounts, ...enForms, ...enContent, ...enAds, ...enEditorial, ...enEditorialIssues, ...enEditorialNotices, ...enEditorialMedia, ...enEditorialCollections, ...enEditorialInbox, ...enEditorialQuestions, ...enEditorialContent, ...enEditorialAds };
const cn = { ...cnCommon, ...cnReading, ...cnSearch, ...cnAccounts, ...cnForms, ...cnContent, ...cnAds, ...cnEditorial, ...cnEditorialIssues, ...cnEditorialNotices, ...cnEditorialMedia, ...cnEditorialCollections, ...cnEditorialInbox, ...cnEditorialQuestions, ...cnEditorialContent, ...cnEditorialAds };

export type MessageKey = keyof typeof en;
export type MessageValues = Record<string, string | number>;

export const CATALOGUES: Record<Lang, Record<MessageKey, string>> = { en, cn };

/** Every key of every area file, to catch the same key defined in two areas. */
export const CATALOGUE_FILES: Record<Lang, Record<string, Record<string, string>>> = {
  en: { common: enCommon, reading: enReading, search: enSearch, accounts: enAccounts, forms: enForms, content: enContent, ads: enAds, editorial: enEditorial, editorialIssues: enEditorialIssues, editorialNotices: enEditorialNotices, editorialMedia: enEditorialMedia, editorialCollections: enEditorialCollections, editorialInbox: enEditorialInbox, editorialQuestions: enEditorialQuestions, editorialContent: enEditorialContent, editorialAds: enEditorialAds },
  cn: { common: cnCommon, reading: cnReading, search: cnSearch, accounts: cnAccounts, forms: cnForms, content: cnContent, ads: cnAds, editorial: cnEditorial, editorialIssues: cnEditorialIssues, editorialNotices: cnEditorialNotices, editorialMedia: cnEditorialMedia, editorialCollections: cnEditorialCollections, editorialInbox: cnEditorialInbox, editorialQuestions: cnEditorialQuestions, editorialContent: cnEditorialContent, editorialAds: cnEditorialAds },
};
const cache = new Map<string, IntlMessageFormat>();

export function translate(lang: Lang, key: MessageKey, values?: MessageValues): string {
  const source = CATALOGUES[lang][key];
  if (!values) return source;
  const cacheKey = `${lang}\u0000${key}`;
  let format = cache.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(source, languageTag(lang));
    cache.set(cacheKey, format);
  }
  return String(format.format(values));
}

export type Translate = (key: MessageKey, values?: MessageValues) => string;

export const LangContext = createContext<Lang>("en");

/** The page's language and its translate function. */
export function useI18n(): { lang: Lang; t: Translate } {
  const lang = useContext(LangContext);
  return { lang, t: (key, values) => translate(lang, key, values) };
}
