import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { CHUNK_RELOAD_MIN_INTERVAL_MS } from "@core/config/constants";
import { CLIENT_ERROR_REPORTS_PER_PAGE } from "@core/tracking/limits";

/** A browser-like global scope for the client modules: location, sessionStorage, navigator.sendBeacon. */
function fakeBrowser(href: string) {
  const store = new Map<string, string>();
  const beacons: { url: string; body: unknown }[] = [];
  const fetches: { url: string; keepalive: boolean; browserUuid: string | null; userId: string | null }[] = [];
  const url = new URL(href);
  const location = {
    href,
    hostname: url.hostname,
    pathname: url.pathname,
    search: url.search,
    reload: vi.fn(),
  };
  vi.stubGlobal("location", location);
  vi.stubGlobal("window", { location });
  vi.stubGlobal("sessionStorage", {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  });
  vi.stubGlobal("navigator", {
    userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36",
    platform: "Win32",
    sendBeacon: (u: string, body: string) => {
      beacons.push({ url: u, body: JSON.parse(body) });
      return true;
    },
  });
  // SPEC §7: reports go by keepalive fetch with the identity headers; recorded like beacons.
  vi.stubGlobal("fetch", (u: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    beacons.push({ url: u, body: JSON.parse(init.body as string) });
    fetches.push({ url: u, keepalive: init.keepalive === true, browserUuid: headers.get("browser-uuid"), userId: headers.get("user-id") });
    return Promise.resolve(new Response("{}"));
  });
  vi.stubGlobal("screen", { width: 1920, height: 1080 });
  vi.stubGlobal("document", { referrer: "https://search.example/", cookie: "" });
  // As in the browser's build: code kept out of the server's build behind import.meta.env.SSR runs (ADR 0120).
  vi.stubEnv("SSR", false);
  return { location, beacons, fetches, store };
}

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe("chunk-failure reload (SPEC §4)", () => {
  it("recognises the browsers' chunk-loading errors", async () => {
    const { isChunkLoadError } = await import("~/components/telemetry/chunk-reload");
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://x/assets/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/x.css"))).toBe(true);
    expect(isChunkLoadError(new TypeError("x is undefined"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it("reloads at most once per minute", async () => {
    const { location } = fakeBrowser("https://journal.example/en/archive");
    const { reloadAfterChunkFailure } = await import("~/components/telemetry/chunk-reload");
    const t0 = 1_700_000_000_000;
    expect(reloadAfterChunkFailure(t0)).toBe(true);
    expect(reloadAfterChunkFailure(t0 + 1_000)).toBe(false);
    expect(reloadAfterChunkFailure(t0 + CHUNK_RELOAD_MIN_INTERVAL_MS - 1)).toBe(false);
    expect(reloadAfterChunkFailure(t0 + CHUNK_RELOAD_MIN_INTERVAL_MS)).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload when it cannot remember (no sessionStorage)", async () => {
    const { location } = fakeBrowser("https://journal.example/en");
    vi.stubGlobal("sessionStorage", {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    });
    const { reloadAfterChunkFailure } = await import("~/components/telemetry/chunk-reload");
    expect(reloadAfterChunkFailure()).toBe(false);
    expect(location.reload).not.toHaveBeenCalled();
  });
});

describe("client error reports (SPEC §7)", () => {
  it("are sent with the page's address, deduplicated and bounded per page", async () => {
    const { beacons } = fakeBrowser("https://journal.example/en/archive?page=2");
    const { reportClientError } = await import("~/components/telemetry/error-reporting");
    reportClientError("TypeError: a");
    reportClientError("TypeError: a");
    for (let i = 0; i < 10; i++) reportClientError(`Error ${i}`);
    expect(beacons.length).toBe(CLIENT_ERROR_REPORTS_PER_PAGE);
    expect(beacons[0]).toEqual({
      url: "/v1/journal/common/feReport",
      body: { error_url: "https://journal.example/en/archive?page=2", error_msg: "TypeError: a" },
    });
  });

  it("are skipped on the configured hosts", async () => {
    const { beacons } = fakeBrowser("http://127.0.0.1:3000/en");
    const { reportClientError, configureErrorReporting } = await import("~/components/telemetry/error-reporting");
    reportClientError("default list skips 127.0.0.1");
    expect(beacons.length).toBe(0);
    configureErrorReporting([]);
    reportClientError("an empty list skips nothing");
    expect(beacons.length).toBe(1);
    configureErrorReporting(["127.0.0.1"]);
    reportClientError("skipped again");
    expect(beacons.length).toBe(1);
  });

  it("are skipped for the whole visit after landing from an e-mail", async () => {
    for (const query of ["?utm_medium=email&utm_campaign=x", "?utm_source=alerts"]) {
      vi.resetModules();
      const { beacons, location } = fakeBrowser(`https://journal.example/en/bpdetail${query}`);
      const reporting = await import("~/components/telemetry/error-reporting");
      reporting.noteCampaignVisit(location.search);
      reporting.reportClientError("from the e-mail landing page");
      expect(beacons.length).toBe(0);
      // A later page of the same visit (new module state, same tab session).
      vi.resetModules();
      const later = await import("~/components/telemetry/error-reporting");
      later.noteCampaignVisit("");
      later.reportClientError("a later page");
      expect(beacons.length).toBe(0);
    }
    vi.resetModules();
    const { beacons } = fakeBrowser("https://journal.example/en/bpdetail?utm_medium=social");
    const reporting = await import("~/components/telemetry/error-reporting");
    reporting.noteCampaignVisit("?utm_medium=social");
    reporting.reportClientError("reported");
    expect(beacons.length).toBe(1);
  });

  it("a chunk failure reloads instead of reporting, then reports within the minute", async () => {
    const { beacons, location } = fakeBrowser("https://journal.example/en");
    const { handleClientError } = await import("~/components/telemetry/error-reporting");
    const chunk = new TypeError("Failed to fetch dynamically imported module: https://journal.example/assets/x.js");
    expect(handleClientError(chunk)).toBe("reloading");
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(beacons.length).toBe(0);
    expect(handleClientError(chunk)).toBe("reported");
    expect(beacons.length).toBe(1);
    expect(String((beacons[0]!.body as { error_msg: string }).error_msg)).toMatch(/^TypeError: Failed to fetch dynamically imported module/);
  });

  it("leave server errors shown on an error page to the server's log", async () => {
    const { beacons } = fakeBrowser("https://journal.example/en");
    const { handleClientError } = await import("~/components/telemetry/error-reporting");
    expect(handleClientError(new Error("Unexpected Server Error"))).toBe("ignored");
    expect(beacons.length).toBe(0);
  });
});

describe("track (SPEC §7 point report)", () => {
  it("sends the report's fields, with the platform parsed from the user agent", async () => {
    const { beacons } = fakeBrowser("https://journal.example/cn/bpdetail?id=42&type=bp");
    const { track } = await import("~/components/telemetry/track");
    track(1003, { format: "pdf" });
    await vi.waitFor(() => expect(beacons.length).toBe(1));
    expect(beacons[0]).toEqual({
      url: "/v1/beidou/point/report",
      body: {
        point_number: 1003,
        point_value: '{"format":"pdf"}',
        about_id: "42",
        language: "cn",
        web: 1,
        url: "https://journal.example/cn/bpdetail?id=42&type=bp",
        refer_url: "https://search.example/",
        device: { os_system: "Windows", os_type: "desktop", os_name: "Win32", os_version: "10", os_resolution: "1920x1080" },
        browser: { name: "Chrome", version: "138.0.0.0" },
      },
    });
  });

  it("reads the platform on the page's thread when the worker fails to load (a browser without module workers)", async () => {
    fakeBrowser("https://journal.example/en");
    const made: unknown[] = [];
    vi.stubGlobal(
      "Worker",
      class {
        onerror: (() => void) | null = null;
        constructor(url: unknown) {
          made.push(url);
          setTimeout(() => this.onerror?.(), 0);
        }
        terminate() {}
      },
    );
    const { clientPlatform } = await import("~/lib/client-platform");
    const platform = await clientPlatform();
    expect(made).toHaveLength(1);
    expect(platform.device.os_system).toBe("Windows");
    expect(platform.browser).toEqual({ name: "Chrome", version: "138.0.0.0" });
  });

  it("wraps plain text as a JSON string and ignores unknown points", async () => {
    const { beacons } = fakeBrowser("https://journal.example/en");
    const { track } = await import("~/components/telemetry/track");
    track(999_999, {});
    track(1002, "western blot");
    await vi.waitFor(() => expect(beacons.length).toBe(1));
    expect((beacons[0]!.body as { point_value: string }).point_value).toBe('"western blot"');
  });
});

describe("the analytics script hook", () => {
  const render = async (config: { feReportSkipHosts: string[]; analyticsScriptUrl: string | null }) => {
    const { Telemetry } = await import("~/components/telemetry/Telemetry");
    const Stub = createRoutesStub([{ path: "/en", Component: () => createElement(Telemetry, { config, nonce: "n0nce" }) }]);
    return renderToString(createElement(Stub, { initialEntries: ["/en"] }));
  };

  it("is off by default", async () => {
    expect(await render({ feReportSkipHosts: [], analyticsScriptUrl: null })).not.toContain("<script");
  });

  it("loads the configured same-origin script with the CSP nonce", async () => {
    const html = await render({ feReportSkipHosts: [], analyticsScriptUrl: "/stats/script.js" });
    expect(html).toMatch(/<script[^>]*src="\/stats\/script\.js"/);
    expect(html).toMatch(/<script[^>]*nonce="n0nce"/);
    expect(html).toMatch(/<script[^>]*async/);
  });
});

describe("reports carry the SPEC §7 identity", () => {
  it("go by keepalive fetch with browser-uuid, and user-id when signed in", async () => {
    const { fetches, location } = fakeBrowser("https://journal.example/en");
    const local = new Map<string, string>();
    vi.stubGlobal("window", { location, localStorage: { getItem: (k: string) => local.get(k) ?? null, setItem: (k: string, v: string) => void local.set(k, v) } });
    const { sendBeacon } = await import("~/lib/beacon");
    sendBeacon("/v1/beidou/point/report", { a: 1 });
    expect(fetches).toEqual([{ url: "/v1/beidou/point/report", keepalive: true, browserUuid: expect.stringMatching(/^[0-9a-f-]{36}$/), userId: null }]);
    const { storeUserInfo } = await import("~/lib/user-info-store");
    storeUserInfo({ user_id: 42 } as Parameters<typeof storeUserInfo>[0]);
    sendBeacon("/v1/journal/advertisement/views", { a: 2 });
    expect(fetches[1]).toMatchObject({ keepalive: true, userId: "42" });
  });

  it("fall back to sendBeacon only without fetch, with the ids in the body", async () => {
    const { beacons } = fakeBrowser("https://journal.example/en");
    vi.stubGlobal("fetch", undefined);
    const { sendBeacon } = await import("~/lib/beacon");
    sendBeacon("/v1/beidou/point/report", { a: 1 });
    expect(beacons).toEqual([{ url: "/v1/beidou/point/report", body: { a: 1, browser_uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) } }]);
  });
});
