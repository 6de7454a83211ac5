import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { BROWSER_ID_MAX_AGE_MS } from "@core/config/constants";
import { pageCount, parsePage } from "@core/protocols/paging";
import { pageWindow } from "~/components/reading/Pagination";
import { isReaderView, visitorId } from "~/lib/protocol-views.server";
import { licenceUrl } from "@core/protocols/licence-url";
import { typesetTex } from "@core/protocols/render-equations";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36";

describe("paging", () => {
  it("reads the page parameter", () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage("")).toBe(1);
    expect(parsePage("3")).toBe(3);
    expect(parsePage("0")).toBeNull();
    expect(parsePage("-1")).toBeNull();
    expect(parsePage("2a")).toBeNull();
    expect(parsePage("9999999")).toBeNull();
  });

  it("counts pages, at least one", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });

  it("shows first, last and neighbours with gaps", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, null, 20]);
  });
});

describe("which requests are views", () => {
  const request = (headers: Record<string, string>, method = "GET") => new Request("http://localhost/en/bpdetail?id=1", { method, headers });

  it("counts a browser's page load", () => {
    expect(isReaderView(request({ "user-agent": CHROME }))).toBe(true);
  });

  it("does not count crawlers, prefetches, prerenders or HEAD requests", () => {
    expect(isReaderView(request({ "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }))).toBe(false);
    expect(isReaderView(request({ "user-agent": CHROME, "sec-purpose": "prefetch" }))).toBe(false);
    expect(isReaderView(request({ "user-agent": CHROME, "sec-purpose": "prefetch;prerender" }))).toBe(false);
    expect(isReaderView(request({ "user-agent": CHROME, purpose: "prefetch" }))).toBe(false);
    expect(isReaderView(request({ "user-agent": CHROME }, "HEAD"))).toBe(false);
  });

  it("keeps a valid uuid cookie and issues one (readable by scripts, two years, as the browser does) when absent", () => {
    const context = { publicUrl: "http://127.0.0.1:3000" } as AppLoadContext;
    expect(visitorId(request({ cookie: "uuid=0f8b6c1e-2d3a-4b5c-8d7e-9f0a1b2c3d4e" }), context)).toEqual({ id: "0f8b6c1e-2d3a-4b5c-8d7e-9f0a1b2c3d4e", cookie: null });
    const fresh = visitorId(request({}), context);
    expect(fresh.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.cookie).toMatch(new RegExp(`^uuid=${fresh.id}; Path=/; SameSite=Lax; Max-Age=${BROWSER_ID_MAX_AGE_MS / 1000}; Expires=`));
    expect(fresh.cookie).not.toContain("HttpOnly");
    expect(fresh.cookie).not.toContain("Secure");
    expect(visitorId(request({}), { publicUrl: "https://opls.example.org" } as AppLoadContext).cookie).toContain("; Secure");
    expect(visitorId(request({ cookie: "uuid=<script>" }), context).cookie).not.toBeNull();
  });
});

describe("licences and equations", () => {
  it("links Creative Commons licences", () => {
    expect(licenceUrl("CC BY 4.0")).toBe("https://creativecommons.org/licenses/by/4.0/");
    expect(licenceUrl("CC BY-NC-SA 4.0")).toBe("https://creativecommons.org/licenses/by-nc-sa/4.0/");
    expect(licenceUrl("CC0 1.0")).toBe("https://creativecommons.org/publicdomain/zero/1.0/");
    expect(licenceUrl("All rights reserved")).toBeNull();
  });

  it("typesets TeX to HTML and MathML on the server", () => {
    const html = typesetTex("2^{-\\Delta\\Delta C_t}");
    expect(html).toContain("<math");
    expect(html).toContain('class="katex-display"');
    // Bad TeX is shown as an error, never thrown and never raw HTML.
    expect(typesetTex("\\frac{<img>")).not.toContain("<img>");
  });
});
