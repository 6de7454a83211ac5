import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { isCrossSiteRequest } from "~/lib/csrf.server";

const context = { publicUrl: "http://127.0.0.1:3130" } as unknown as AppLoadContext;
const post = (headers: Record<string, string>) => new Request("http://127.0.0.1:3130/en/favourite", { method: "POST", headers });

describe("CSRF check", () => {
  it("lets same-origin browser requests and header-less clients through", () => {
    expect(isCrossSiteRequest(post({ origin: "http://127.0.0.1:3130", "sec-fetch-site": "same-origin" }), context)).toBe(false);
    expect(isCrossSiteRequest(post({}), context)).toBe(false);
    expect(isCrossSiteRequest(post({ "sec-fetch-site": "none" }), context)).toBe(false);
  });

  it("refuses another site, even a sibling subdomain or a null origin", () => {
    expect(isCrossSiteRequest(post({ origin: "https://evil.example" }), context)).toBe(true);
    expect(isCrossSiteRequest(post({ "sec-fetch-site": "cross-site" }), context)).toBe(true);
    expect(isCrossSiteRequest(post({ "sec-fetch-site": "same-site" }), context)).toBe(true);
    expect(isCrossSiteRequest(post({ origin: "null" }), context)).toBe(true);
    expect(isCrossSiteRequest(post({ origin: "http://127.0.0.1:9999", "sec-fetch-site": "same-site" }), context)).toBe(true);
  });

  it("accepts the PUBLIC_URL origin behind a proxy", () => {
    const proxied = { publicUrl: "https://opls.example.org" } as unknown as AppLoadContext;
    expect(isCrossSiteRequest(post({ origin: "https://opls.example.org" }), proxied)).toBe(false);
  });

  it("compares with the configured origin only, never the request's own Host (ADR 0080)", () => {
    // DNS rebinding or a forged Host: the request claims to be for evil.example and so does its Origin.
    const rebound = new Request("http://evil.example/en/favourite", { method: "POST", headers: { origin: "http://evil.example" } });
    expect(isCrossSiteRequest(rebound, context)).toBe(true);
    const proxied = { publicUrl: "https://opls.example.org" } as unknown as AppLoadContext;
    expect(isCrossSiteRequest(post({ origin: "http://127.0.0.1:3130" }), proxied)).toBe(true);
  });
});
