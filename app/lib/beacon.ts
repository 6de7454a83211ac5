/**
 * Sends a fire-and-forget JSON report (SPEC §7 tracking calls: "the answer is not read; errors are ignored").
 * `navigator.sendBeacon` survives the page being left (a click that navigates away); where it is missing or
 * refuses, a keepalive fetch does the same. Never throws.
 */
export function sendBeacon(url: string, body: unknown): void {
  try {
    const data = JSON.stringify(body);
    // A string goes as text/plain: no CORS preflight, and the server reads it as JSON.
    if (typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url, data)) return;
    void fetch(url, {
      method: "POST",
      body: data,
      keepalive: true,
      credentials: "same-origin",
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
    }).catch(() => {});
  } catch {
    // Reporting must never break the page.
  }
}
