import type { Lang } from "@core/config/constants";
import { compileMessages } from "./compile-messages";
import { addMessages, type MessageKey } from "./translate";
import enCommon from "./en/common.json";
import enReading from "./en/reading.json";
import enSearch from "./en/search.json";
import enAccounts from "./en/accounts.json";
import enForms from "./en/forms.json";
import enPagesForms from "./en/pages-forms.json";
import enPagesAccounts from "./en/pages-accounts.json";
import enPagesContent from "./en/pages-content.json";
import enServerMail from "./en/server-mail.json";
import enServerApi from "./en/server-api.json";
import enAds from "./en/ads.json";
import enQuestions from "./en/questions.json";
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
import cnPagesForms from "./cn/pages-forms.json";
import cnPagesAccounts from "./cn/pages-accounts.json";
import cnPagesContent from "./cn/pages-content.json";
import cnServerMail from "./cn/server-mail.json";
import cnServerApi from "./cn/server-api.json";
import cnAds from "./cn/ads.json";
import cnQuestions from "./cn/questions.json";
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
 * Every area file of both languages, as written (ADR 0004): the server's whole catalogue, added to translate() when
 * this module is first imported (by entry.server.tsx, the e-mail composers and the tests). The browser never
 * imports it: it gets its language's compiled areas from the messages Vite plugin (ADR 0117).
 */
export const CATALOGUE_FILES: Record<Lang, Record<string, Record<string, string>>> = {
  en: { "common": enCommon, "reading": enReading, "search": enSearch, "accounts": enAccounts, "forms": enForms, "pages-forms": enPagesForms, "pages-accounts": enPagesAccounts, "pages-content": enPagesContent, "server-mail": enServerMail, "server-api": enServerApi, "ads": enAds, "questions": enQuestions, "editorial": enEditorial, "editorial-issues": enEditorialIssues, "editorial-notices": enEditorialNotices, "editorial-media": enEditorialMedia, "editorial-collections": enEditorialCollections, "editorial-inbox": enEditorialInbox, "editorial-questions": enEditorialQuestions, "editorial-content": enEditorialContent, "editorial-ads": enEditorialAds },
  cn: { "common": cnCommon, "reading": cnReading, "search": cnSearch, "accounts": cnAccounts, "forms": cnForms, "pages-forms": cnPagesForms, "pages-accounts": cnPagesAccounts, "pages-content": cnPagesContent, "server-mail": cnServerMail, "server-api": cnServerApi, "ads": cnAds, "questions": cnQuestions, "editorial": cnEditorial, "editorial-issues": cnEditorialIssues, "editorial-notices": cnEditorialNotices, "editorial-media": cnEditorialMedia, "editorial-collections": cnEditorialCollections, "editorial-inbox": cnEditorialInbox, "editorial-questions": cnEditorialQuestions, "editorial-content": cnEditorialContent, "editorial-ads": cnEditorialAds },
};

/** Each language's messages as written, all areas merged into one key space. */
export const CATALOGUES = {
  en: Object.assign({}, ...Object.values(CATALOGUE_FILES.en)) as Record<MessageKey, string>,
  cn: Object.assign({}, ...Object.values(CATALOGUE_FILES.cn)) as Record<MessageKey, string>,
};

addMessages("en", compileMessages(CATALOGUES.en));
addMessages("cn", compileMessages(CATALOGUES.cn));
