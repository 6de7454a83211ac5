import { createHash } from "node:crypto";

/**
 * A page any cache may keep (a visitor's page: ADR 0118), made the same for every visitor (ADR 0145). Its rendering
 * gave the page's own inline scripts the response's CSP nonce; a kept copy goes to many readers (this server's
 * memory, nginx, a CDN), so the nonce is taken out of the HTML, and the policy names each of those scripts by its
 * SHA-256 hash instead. Only scripts that carried the nonce are hashed: a script that reached the HTML any other way
 * (an injection in a text) had no nonce, and has no hash.
 */
export interface CacheablePage {
  /** The page without its nonce: the bytes every visitor gets. */
  html: string;
  /** The response's Content-Security-Policy with the nonce source replaced by the scripts' hashes. */
  policy: string | null;
}

/**
 * `<script …>text</script>`. React escapes `<` in text and attributes and React Router's data as `\u003c`, so in
 * the HTML the server renders the first `</script` ends a script, as it does for the browser's tokenizer.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(^|\s)src\s*=/i;

export function cacheablePage(rendered: string, nonce: string, policy: string | null): CacheablePage {
  if (!nonce) return { html: rendered, policy };
  const nonceAttribute = `nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of rendered.matchAll(SCRIPT)) {
    if (!attributes.includes(nonceAttribute) || SRC_ATTRIBUTE.test(attributes)) continue;
    // The browser hashes the script's text as parsed: its line breaks normalized (HTML's input stream), as UTF-8.
    const parsed = text.replaceAll(nonce, "").replace(/\r\n?/g, "\n");
    hashes.add(`'sha256-${createHash("sha256").update(parsed, "utf8").digest("base64")}'`);
  }
  const nonceSource = `'nonce-${nonce}'`;
  return {
    html: rendered.replaceAll(nonce, ""),
    policy: policy === null ? null : policy.replaceAll(` ${nonceSource}`, [...hashes].map((hash) => ` ${hash}`).join("")),
  };
}
