import type { Lang } from "../config/constants";

/** The links of the alerts e-mails, to pages of the site in the subscriber's language. */
export function confirmUrl(origin: string, lang: Lang, token: string): string {
  return `${origin}/${lang}/alerts/confirm?token=${encodeURIComponent(token)}`;
}

export function manageUrl(origin: string, lang: Lang, unsubscribeToken: string): string {
  return `${origin}/${lang}/alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
}
