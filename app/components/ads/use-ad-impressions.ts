import { useEffect, type RefObject } from "react";
import { useLocation } from "react-router";
import { sendAdEvent } from "./ad-events";

/** Share of an ad that must be on screen to count as shown. */
const SHOWN_RATIO = 0.5;

/**
 * Sends one `views` report per ad actually shown (SPEC §7 "one call per ad shown"): an IntersectionObserver
 * sees a slide at least half on screen (a hidden banner, or a slide the carousel has not turned to, is not
 * shown), at most once per ad per page view.
 */
export function useAdImpressions(root: RefObject<HTMLElement | null>, displayNumbers: number[]): void {
  const location = useLocation();
  const numbers = displayNumbers.join(",");
  const page = `${location.pathname}${location.search}`;
  useEffect(() => {
    const element = root.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const shown = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || entry.intersectionRatio < SHOWN_RATIO) continue;
          const n = Number((entry.target as HTMLElement).dataset.displayNumber);
          if (!Number.isInteger(n) || shown.has(n)) continue;
          shown.add(n);
          sendAdEvent("views", n);
        }
      },
      { threshold: SHOWN_RATIO },
    );
    element.querySelectorAll<HTMLElement>("[data-display-number]").forEach((slide) => observer.observe(slide));
    return () => observer.disconnect();
    // A new page (path and query; not a jump to an anchor) starts a new count.
  }, [root, numbers, page]);
}
