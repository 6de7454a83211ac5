import { apiHeaders, browserIdentity } from "./api-client";

/**
 * Sends a fire-and-forget JSON report (SPEC §7 tracking calls: "the answer is not read; errors are ignored").
 * It goes by a keepalive fetch, which survives the page being left (a click that navigates away) and carries
 * the §7 headers (`browser-uuid`, `user-id` when signed in, `site-language`). Only where fetch cannot run does
 * it fall back to `navigator.sendBeacon`, which cannot set headers: the ids then travel in the body
 * (`browser_uuid`, `user_id`), where the server looks for them. Never throws.
 */
export function sendBeacon(url: string, body: Record<string, unknown>): void {
  try {
    if (typeof fetch === "function") {
      void fetch(url, { method: "POST", body: JSON.stringify(body), keepalive: true, credentials: "same-origin", headers: apiHeaders(true) }).catch(() => {});
      return;
    }
    if (typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function") {
      const { browserUuid, userId } = browserIdentity();
      const withIds = { ...body, browser_uuid: browserUuid, ...(userId !== null ? { user_id: userId } : {}) };
      // A string goes as text/plain: no CORS preflight, and the server reads it as JSON.
      navigator.sendBeacon(url, JSON.stringify(withIds));
    }
  } catch {
    // Reporting must never break the page.
  }
}
