import { createContext, useContext } from "react";
import { LANGUAGES, type Lang } from "@core/config/constants";
import type { CompiledMessage } from "./compile-messages";
import { formatMessage, type MessageValues } from "./format-message";
import type enCommon from "./en/common.json";
import type enReading from "./en/reading.json";
import type enSearch from "./en/search.json";
import type enAccounts from "./en/accounts.json";
import type enForms from "./en/forms.json";
import type enPagesForms from "./en/pages-forms.json";
import type enPagesAccounts from "./en/pages-accounts.json";
import type enPagesContent from "./en/pages-content.json";
import type enServerMail from "./en/server-mail.json";
import type enServerApi from "./en/server-api.json";
import type enAds from "./en/ads.json";
import type enQuestions from "./en/questions.json";
import type enEditorial from "./en/editorial.json";
import type enEditorialIssues from "./en/editorial-issues.json";
import type enEditorialNotices from "./en/editorial-notices.json";
import type enEditorialMedia from "./en/editorial-media.json";
import type enEditorialCollections from "./en/editorial-collections.json";
import type enEditorialInbox from "./en/editorial-inbox.json";
import type enEditorialQuestions from "./en/editorial-questions.json";
import type enEditorialContent from "./en/editorial-content.json";
import type enEditorialAds from "./en/editorial-ads.json";

/**
 * The one string catalogue (ADR 0004, 0117), kept in one JSON file per area of the site and per language. Its keys
 * are the English files' keys, so a missing key is a type error. The messages themselves are added at run time:
 * on the server every language and area at start-up (catalogues.server.ts); in the browser only the page's
 * language's public part (load-messages.ts, before hydration), and the other parts (the office's, the forms', the
 * account pages', the content pages') only with the pages that import them (messages-vite-plugin.ts); the
 * `server-*` areas (e-mails, the tracking API's replies) never.
 */
export type MessageKey = keyof (typeof enCommon &
  typeof enReading &
  typeof enSearch &
  typeof enAccounts &
  typeof enForms &
  typeof enPagesForms &
  typeof enPagesAccounts &
  typeof enPagesContent &
  typeof enServerMail &
  typeof enServerApi &
  typeof enAds &
  typeof enQuestions &
  typeof enEditorial &
  typeof enEditorialIssues &
  typeof enEditorialNotices &
  typeof enEditorialMedia &
  typeof enEditorialCollections &
  typeof enEditorialInbox &
  typeof enEditorialQuestions &
  typeof enEditorialContent &
  typeof enEditorialAds);
export type { MessageValues };

const messages = Object.fromEntries(LANGUAGES.map((lang) => [lang, new Map<string, CompiledMessage>()])) as Record<
  Lang,
  Map<string, CompiledMessage>
>;

/** Adds compiled messages (compileMessages) of one language to the catalogue. */
export function addMessages(lang: Lang, compiled: Record<string, CompiledMessage>): void {
  for (const [key, message] of Object.entries(compiled)) messages[lang].set(key, message);
}

export function translate(lang: Lang, key: MessageKey, values?: MessageValues): string {
  const message = messages[lang].get(key);
  // Loud on purpose: a page that shows a string of an area it did not load is a bug, found by the tests.
  if (message === undefined) throw new Error(`Message ${key} (${lang}) is not loaded`);
  if (typeof message === "string") return message;
  return formatMessage(message, lang, values ?? {});
}

export type Translate = (key: MessageKey, values?: MessageValues) => string;

export const LangContext = createContext<Lang>("en");

/** The page's language and its translate function. */
export function useI18n(): { lang: Lang; t: Translate } {
  const lang = useContext(LangContext);
  return { lang, t: (key, values) => translate(lang, key, values) };
}
