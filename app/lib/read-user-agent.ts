import { UAParser } from "ua-parser-js";

/** What the tracking reports need of the user agent (client-platform.ts), as ua-parser-js reads it. */
export interface ParsedAgent {
  os: { name?: string; version?: string };
  device: { type?: string };
  browser: { name?: string; version?: string };
}

export function readUserAgent(userAgent: string): ParsedAgent {
  const ua = UAParser(userAgent);
  return {
    os: { name: ua.os.name, version: ua.os.version },
    device: { type: ua.device.type },
    browser: { name: ua.browser.name, version: ua.browser.version },
  };
}
