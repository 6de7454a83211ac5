/**
 * A reader's page paints before its code starts loading (ADR 0153). The server holds the page's code back: its module
 * preloads become inert links and React Router's inline module script a data block (page-code-after-paint.server.ts).
 * The classic script below, at the end of the body, lets them go once the browser reports the first contentful paint
 * (Paint Timing; where it is not supported, a frame after the script): the preloads fetch the code in parallel, as
 * before, and the module script imports it and hydrates.
 *
 * Until then the page reads, its links and forms work, and what a reader types is kept (issue 19). A hidden page (a
 * tab opened in the background) paints nothing, so its code starts at once.
 */

/** The attribute an inert preload keeps its `rel` in. */
export const HELD_PRELOAD_ATTRIBUTE = "data-after-paint";

/** The type of the held module script: not a script type, so the browser keeps it as data. */
export const HELD_SCRIPT_TYPE = "text/x-after-paint";

/** How long the code waits for a first paint the browser never reports. */
const PAINT_WAIT_LIMIT_MS = 10_000;

/** The script that releases them (inline, with the request's CSP nonce; copied over to the module script it makes). */
export const RELEASE_PAGE_CODE = `(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const link of document.querySelectorAll("link[${HELD_PRELOAD_ATTRIBUTE}]")) link.rel = link.getAttribute("${HELD_PRELOAD_ATTRIBUTE}");
    const held = document.querySelector('script[type="${HELD_SCRIPT_TYPE}"]');
    if (!held) return;
    const code = document.createElement("script");
    code.type = "module";
    code.nonce = held.nonce;
    code.textContent = held.textContent;
    held.replaceWith(code);
  };
  document.addEventListener("visibilitychange", start, { once: true });
  if (document.visibilityState !== "visible") start();
  else if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      setTimeout(start);
    }).observe({ type: "paint", buffered: true });
    // A safety net, should the browser never report a contentful paint; the load event would not do: it can come
    // before the paint is on screen.
    setTimeout(start, ${PAINT_WAIT_LIMIT_MS});
  } else requestAnimationFrame(() => setTimeout(start));
})();`;
