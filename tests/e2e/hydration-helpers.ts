import { expect, type Page } from "@playwright/test";

/**
 * A reader on a slow phone: the CPU four times slower (Chromium's CDP throttling) and the page's JavaScript
 * held back until the test has clicked and typed, so what the reader does always happens before React
 * hydrates, whatever the machine's load. `open` goes to the page without waiting for its scripts (module
 * scripts delay DOMContentLoaded); `hydrate` lets the scripts through, waits for the root's
 * `<html data-hydrated>` signal (see gotoHydrated) and checks that hydration raised no error.
 */
export async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  // A hydration mismatch makes React re-render the page from scratch, throwing away the reader's input; it
  // reaches the page as an uncaught error (React's default onRecoverableError reports it to window).
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // Every script of the build lives under /assets/ (entry, chunks and route modules, as modulepreload links
  // and the inline module that imports the entry).
  await page.route(
    (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"),
    async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    },
  );
  return {
    async open(url: string) {
      await page.goto(url, { waitUntil: "commit" });
    },
    async hydrate() {
      // The scripts were asked for (else the test would prove nothing: they start once the page has painted,
      // ADR 0153) and React had not hydrated yet.
      await expect.poll(() => held.length).toBeGreaterThan(0);
      expect(await page.locator("html[data-hydrated]").count()).toBe(0);
      release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
      expect(errors).toEqual([]);
    },
  };
}
