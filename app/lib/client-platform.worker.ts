import { UAParser } from "ua-parser-js";

/**
 * Parses the browser's user agent off the page's main thread (client-platform.ts): ua-parser-js's first run compiles
 * its many patterns, ~30 ms of a phone's main thread on every page view (ADR 0148).
 */
const ua = UAParser(navigator.userAgent);
postMessage({
  os: { name: ua.os.name, version: ua.os.version },
  device: { type: ua.device.type },
  browser: { name: ua.browser.name, version: ua.browser.version },
});
