import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

function onPath(name: string): string | null {
  try {
    return execSync(`command -v ${name}`, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() || null;
  } catch {
    return null;
  }
}

/**
 * The full browser (what Lighthouse needs): CHROMIUM_PATH, else the system chromium on PATH, else the binary the
 * @sparticuz/chromium package ships (no browser download needed anywhere).
 */
export async function findChromium(): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const name of ["chromium", "chromium-browser", "google-chrome"]) {
    const found = onPath(name);
    if (found) return found;
  }
  const sparticuz = (await import("@sparticuz/chromium")).default;
  return sparticuz.executablePath();
}

/**
 * The browser the Playwright tests drive (ADR 0140): PLAYWRIGHT_CHROMIUM_PATH, else Debian's
 * chromium-headless-shell (the same Chromium built as the old headless shell, which is what Playwright itself runs
 * for headless tests), else the full browser. The shell renders the same pages at about half the CPU of the full
 * browser's headless mode, and a 2-core machine is CPU-bound through the whole browser suite.
 */
export async function findTestChromium(): Promise<string> {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  // The binary itself: Debian's /usr/bin entry is a shell script that runs it.
  const shell = "/usr/lib/chromium/chromium-headless-shell";
  if (existsSync(shell)) return shell;
  return onPath("chromium-headless-shell") ?? findChromium();
}
