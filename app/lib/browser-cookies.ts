/**
 * The browser's side of the site's script-readable cookies (SPEC §3): the one reader and the one writer, with the
 * same flags as the server's siteCookie (path=/, SameSite=Lax, Secure on https). Browser only.
 */

/** Reads one cookie; null when absent or not decodable. */
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

/** Writes one cookie for `maxAgeMs`; 0 removes it (expiry set to the epoch, SPEC §4). `value` is stored as given. */
export function writeBrowserCookie(name: string, value: string, maxAgeMs: number): void {
  const lifetime = maxAgeMs > 0 ? `max-age=${Math.floor(maxAgeMs / 1000)}` : `expires=${new Date(0).toUTCString()}`;
  const secure = location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${name}=${value}; ${lifetime}; path=/; samesite=lax${secure}`;
}
