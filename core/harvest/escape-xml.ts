/**
 * Text or attribute content for XML 1.0: the five markup characters escaped, and the characters XML 1.0
 * forbids (C0 controls other than tab, newline and return; lone surrogates; U+FFFE/U+FFFF) dropped, since a
 * harvester's parser rejects the whole response for one of them.
 */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
