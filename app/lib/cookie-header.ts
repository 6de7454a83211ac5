/**
 * The value of cookie `name` in a Cookie header, URL-decoded, or null (absent or undecodable): the one reader of
 * request cookies, for route code (readCookie) and for the server's own middleware alike.
 */
export function cookieFromHeader(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}
