import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * The browser the tests drive: CHROMIUM_PATH, else the system chromium on PATH, else the binary the
 * @sparticuz/chromium package ships (no browser download needed anywhere).
 */
export async function findChromium(): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const name of ["chromium", "chromium-browser", "google-chrome"]) {
    try {
      const found = execSync(`command -v ${name}`, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
      if (found) return found;
    } catch {
      // not on PATH: try the next
    }
  }
  const sparticuz = (await import("@sparticuz/chromium")).default;
  return sparticuz.executablePath();
}
