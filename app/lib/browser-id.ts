/**
 * The generated browser id of SPEC §3: cookie `uuid`, created on a browser's first visit and sent with the
 * tracking and advertising calls (as `browser_uuid`, and as the `browser-uuid` header of SPEC §7). It is a
 * random value, not derived from anything about the reader (see the privacy policy).
 */
export const BROWSER_ID_COOKIE = "uuid";
/** "Persistent" in the privacy policy: two years, renewed on every visit. */
const BROWSER_ID_MAX_AGE_S = 2 * 365 * 24 * 60 * 60;
const BROWSER_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

function randomUuid(): string {
  // crypto.randomUUID needs a secure context; getRandomValues works on plain http too.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Reads one cookie in the browser. */
export function readBrowserCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  for (const part of document.cookie.split(";")) {
    const eq = part.indexOf("=");
    if (eq >= 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

let current: string | null = null;

/** This browser's id, creating (and storing) it on first use. Browser only. */
export function getBrowserId(): string {
  if (current) return current;
  const existing = readBrowserCookie(BROWSER_ID_COOKIE);
  current = existing && BROWSER_ID_PATTERN.test(existing) ? existing : randomUuid();
  document.cookie = `${BROWSER_ID_COOKIE}=${current}; max-age=${BROWSER_ID_MAX_AGE_S}; path=/; samesite=lax`;
  return current;
}
