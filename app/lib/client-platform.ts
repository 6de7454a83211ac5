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

/**
 * Parses the user agent once per page load. ua-parser-js is loaded on demand, so it stays out of the code
 * every page needs before it is interactive; if it cannot be loaded the report still goes, with less detail.
 */
export function clientPlatform(): Promise<ClientPlatform> {
  // Called in the browser only; the guard keeps the dynamic import() out of the server's build (server-build.test.ts).
  pending ??= (import.meta.env.SSR ? Promise.reject(new Error("browser only")) : import("ua-parser-js"))
    .then(({ UAParser }) => UAParser(navigator.userAgent))
    .catch(() => null)
    .then((ua) => {
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
