import { readUserAgent } from "./read-user-agent";

/**
 * Parses the browser's user agent off the page's main thread (client-platform.ts): ua-parser-js's first run compiles
 * its many patterns, ~30 ms of a phone's main thread on every page view (ADR 0148).
 */
postMessage(readUserAgent(navigator.userAgent));
