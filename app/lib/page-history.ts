/**
 * The page the reader came from, for refer_url and from_url (SPEC §7): the document's referrer for the first
 * page of a visit, the previous page of the site after a client-side navigation. Browser only.
 */
let currentUrl: string | null = null;
let previousUrl: string | null = null;

/** Notes a page view of `url` (called once per page view by the Telemetry component). */
export function notePageView(url: string): void {
  if (url === currentUrl) return;
  previousUrl = currentUrl;
  currentUrl = url;
}

export function referrerUrl(): string | null {
  if (previousUrl) return previousUrl;
  return typeof document !== "undefined" && document.referrer ? document.referrer : null;
}
