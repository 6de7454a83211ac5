import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cacheablePage } from "../../server/cacheable-page-policy";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const NONCE = "Zm9vYmFyYmF6cXV4MTIzNA==";
const POLICY = `default-src 'self';script-src 'self' 'nonce-${NONCE}';object-src 'none'`;

/** ADR 0145: a visitor's page without its nonce, its own inline scripts named by hash. */
describe("a cacheable page's policy", () => {
  it("names the scripts that carried the nonce as the browser reads them, and no other", () => {
    const html = [
      `<script nonce="${NONCE}">a("${NONCE}");\r\nb()\rc()</script>`,
      `<script nonce="${NONCE}" type="module" async="">import "/assets/x.js";</script>`,
      `<script nonce="${NONCE}" src="/assets/y.js"></script>`,
      `<script>injected()</script>`,
      `<script type="application/ld+json" nonce="${NONCE}">{"a":"\\u003c/script>"}</script>`,
      `<p data-src="x">许多</p>`,
    ].join("");
    const page = cacheablePage(html, NONCE, POLICY);
    expect(page.html).not.toContain(NONCE);
    expect(page.html).toContain(`<script nonce="">a("");`);
    expect(page.policy).toBe(
      `default-src 'self';script-src 'self' ${sha('a("");\nb()\nc()')} ${sha('import "/assets/x.js";')} ${sha('{"a":"\\u003c/script>"}')};object-src 'none'`,
    );
  });

  it("leaves 'self' alone when the page has no inline script, and a page without a policy without one", () => {
    expect(cacheablePage("<p>x</p>", NONCE, POLICY).policy).toBe("default-src 'self';script-src 'self';object-src 'none'");
    expect(cacheablePage(`<script nonce="${NONCE}">x()</script>`, NONCE, null)).toEqual({ html: `<script nonce="">x()</script>`, policy: null });
    // A response without a nonce (development serves no policy) is left as it is.
    expect(cacheablePage("<script>x()</script>", "", null)).toEqual({ html: "<script>x()</script>", policy: null });
  });
});
