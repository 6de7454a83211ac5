/**
 * Where to send a reader after log-in, sign-up, log-out, closing an ad or the cookie notice, or switching
 * language: only a path on this site (ADR 0031, ADR 0080).
 *
 * The rule is checked on what is RETURNED, not only on what was received: an earlier version checked the raw
 * value and then returned its resolved form, so "/en/..//evil.example/x" passed and came back as
 * "//evil.example/x" — a scheme-relative URL to another site (issue 12).
 *
 * The returned value is the target resolved against a dummy origin (dot segments removed, characters
 * percent-encoded as a browser would send them). It is returned only when it, and every layer of
 * percent-decoding of it (a proxy, a framework or a browser may decode once more), is a plain path:
 * exactly one leading "/", no backslash, no control character or whitespace that a browser would strip,
 * no look-alike slash ("／", "⁄", …) where a host could begin, and it still resolves to the same origin with
 * a path that does not begin with "//" after dot-segment removal. Anything else gives the fallback.
 */
const BASE = "http://opls.invalid";
const MAX_LENGTH = 2000;
const MAX_DECODING_LAYERS = 5;
// eslint-disable-next-line no-control-regex
const HAS_CONTROL = /[\u0000-\u001f\u007f]/;
/** Characters that are, or are normalised by some parser (NFKC, IDNA) into, "/" or "\". */
const SLASH_LOOKALIKES = /[\u2044\u2215\u29f8\uff0f\u29f5\u29f9\ufe68\uff3c\u2216]/g;

/** True when `value` is a same-site path under the rule above (one layer; no decoding). */
function isPlainPath(value: string): boolean {
  if (value.includes("\\") || HAS_CONTROL.test(value)) return false;
  const squeezed = value.replace(SLASH_LOOKALIKES, "/").replace(/\s/g, "");
  if (!squeezed.startsWith("/") || squeezed.startsWith("//")) return false;
  let resolved: URL;
  try {
    resolved = new URL(squeezed, BASE);
  } catch {
    return false;
  }
  return (
    resolved.origin === BASE &&
    resolved.username === "" &&
    resolved.password === "" &&
    !resolved.pathname.startsWith("//")
  );
}

export function safeRedirectPath(target: string | null | undefined, fallback: string): string {
  if (typeof target !== "string" || target.length === 0 || target.length > MAX_LENGTH) return fallback;
  // The raw value: no whitespace at all, and it must pass the rule itself.
  // eslint-disable-next-line no-control-regex
  if (/[\s\\\u0000-\u001f\u007f]/.test(target) || !isPlainPath(target)) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(target, BASE);
  } catch {
    return fallback;
  }
  const result = resolved.pathname + resolved.search + resolved.hash;
  // Validate what is returned, at every decoding layer.
  let layer = result;
  for (let i = 0; i <= MAX_DECODING_LAYERS; i++) {
    if (!isPlainPath(layer)) return fallback;
    let next: string;
    try {
      next = decodeURIComponent(layer);
    } catch {
      return fallback;
    }
    if (next === layer) return result;
    layer = next;
  }
  // Still decoding after that many layers: nobody legitimate encodes a path six times.
  return fallback;
}
