import type { Lang } from "../config/constants";

/** One e-mail, ready to queue: plain text and HTML bodies of the same content. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe, Reply-To. */
  headers?: Record<string, string>;
}

/**
 * Looks a message up in the site's one string catalogue (app/i18n): passed in by the caller, so core
 * composes e-mails without depending on the app.
 */
export type MailTranslate = (lang: Lang, key: string, values?: Record<string, string | number>) => string;

/** What composing an e-mail needs besides its content. */
export interface MailSettings {
  t: MailTranslate;
  /** Absolute origin for links, e.g. https://opls.example.org. */
  origin: string;
  /** The editorial office: gets notifications, and replies to confirmations go there. */
  editorialEmail: string;
}
