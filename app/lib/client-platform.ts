import type { ParsedAgent } from "./read-user-agent";

/** The reader's platform as the tracking calls send it (SPEC §3 device and browser; §7 browser_info and os). */
export interface ClientPlatform {
  device: { os_system: string; os_type: string; os_name: string; os_version: string; os_resolution: string };
  browser: { name: string; version: string };
  /** e.g. "Chrome 138.0.0.0" */
  browserInfo: string;
  /** e.g. "Windows 10" */
  os: string;
}

const cut = (value: string | undefined, max = 120) => (value ?? "").slice(0, max);

let pending: Promise<ClientPlatform> | null = null;

/** A worker that has not answered by then is given up: the report goes without the parsed details. */
const PARSE_TIMEOUT_MS = 5_000;

/** The user agent parsed on the page's own thread: where no worker can start (an old browser, a test's DOM). */
function parseHere(): Promise<ParsedAgent | null> {
  return import("./read-user-agent").then((m) => m.readUserAgent(navigator.userAgent)).catch(() => null);
}

/**
 * The user agent parsed in a worker (client-platform.worker.ts), off the main thread; here if no worker starts or
 * it fails (a browser without module workers reports that as an error, not a throw), and null if it does not answer.
 */
function parseAgent(): Promise<ParsedAgent | null> {
  if (typeof Worker === "undefined") return parseHere();
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL("./client-platform.worker.ts", import.meta.url), { type: "module" });
    } catch {
      return resolve(parseHere());
    }
    const done = (parsed: ParsedAgent | null | Promise<ParsedAgent | null>) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(parsed);
    };
    const timer = setTimeout(() => done(null), PARSE_TIMEOUT_MS);
    worker.onmessage = (event: MessageEvent<ParsedAgent>) => done(event.data);
    worker.onerror = () => done(parseHere());
  });
}

/**
 * Parses the user agent once per page load, in a worker, so the page's main thread never runs ua-parser-js (ADR
 * 0148); if that fails the report still goes, with less detail.
 */
export function clientPlatform(): Promise<ClientPlatform> {
  // Called in the browser only; the guard keeps the worker out of the server's build (server-build.test.ts).
  pending ??= (import.meta.env.SSR ? Promise.resolve(null) : parseAgent()).then((ua) => {
    const resolution = typeof screen === "undefined" ? "" : `${screen.width}x${screen.height}`;
    const osName = cut(ua?.os.name);
    const osVersion = cut(ua?.os.version);
    const browser = { name: cut(ua?.browser.name), version: cut(ua?.browser.version) };
    return {
      device: {
        os_system: osName,
        os_type: cut(ua?.device.type ?? "desktop"),
        os_name: cut((navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform),
        os_version: osVersion,
        os_resolution: resolution,
      },
      browser,
      browserInfo: `${browser.name} ${browser.version}`.trim().slice(0, 250),
      os: `${osName} ${osVersion}`.trim(),
    };
  });
  return pending;
}
