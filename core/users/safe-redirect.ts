/**
 * Where to send a reader after log-in, sign-up, log-out and similar: only a path on this site.
 *
 * Accepted: a relative path starting with exactly one "/" (e.g. "/en/bpdetail?id=3&type=bp#refs").
 * Refused (the fallback is returned): absolute URLs ("https://evil.com"), scheme-relative ("//evil.com"),
 * backslash tricks ("/\evil.com", "\\evil.com" — browsers read "\" as "/"), "@evil.com", userinfo
 * ("/@evil.com" is fine as a path, but "//user@evil.com" is not), control characters and whitespace
 * (browsers strip tabs and newlines, so "/\t/evil.com" becomes "//evil.com"), and any of these
 * percent-encoded once or more ("%2F%2Fevil.com"). The check is made on the fully decoded value, and the
 * value is then resolved against a dummy origin to make sure it stays there.
 */
export function safeRedirectPath(target: string | null | undefined, fallback: string): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2000) return fallback;
  let decoded = target;
  // Decode repeatedly: a value decoded by one layer and again by another must be safe at every layer.
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) break;
    decoded = next;
  }
  // The raw value: one leading slash, no backslash, no control characters or whitespace.
  if (!target.startsWith("/") || target.startsWith("//") || target.includes("\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(target)) return fallback;
  // The decoded value (what a layer that decodes would see), with the characters browsers strip removed,
  // must not start like a scheme-relative URL either. Encoded spaces inside a path or query stay allowed.
  // eslint-disable-next-line no-control-regex
  const squeezed = decoded.replace(/[\u0000-\u001f\u007f\s]/g, "");
  if (!squeezed.startsWith("/") || /^[/\\]{2}/.test(squeezed) || squeezed.startsWith("/\\")) return fallback;
  const base = "http://opls.invalid";
  let resolved: URL;
  try {
    resolved = new URL(target, base);
  } catch {
    return fallback;
  }
  if (resolved.origin !== base || resolved.username !== "" || resolved.password !== "") return fallback;
  return resolved.pathname + resolved.search + resolved.hash;
}
