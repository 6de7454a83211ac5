import { useEffect, useRef, useState } from "react";
import { NARROW_MAX_WIDTH_PX } from "@core/config/constants";

/**
 * True past `threshold` px of vertical scroll; always false when `threshold` is null. `beforePast` runs in the scroll
 * event that crosses the threshold downwards (or at once, if the page opens past it), before the state changes:
 * layout is still clean there, so reading it costs no forced layout.
 */
export function useScrolledPast(threshold: number | null, beforePast?: () => void): boolean {
  const [past, setPast] = useState(false);
  const before = useRef(beforePast);
  before.current = beforePast;
  useEffect(() => {
    if (threshold === null) {
      setPast(false);
      return;
    }
    let last = false;
    const update = () => {
      const next = window.scrollY > threshold;
      if (next && !last) before.current?.();
      last = next;
      setPast(next);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return past;
}

/** True on the narrow (mobile) layout: width below 980 px (SPEC §9). */
export function useIsNarrow(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${NARROW_MAX_WIDTH_PX}px)`);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return narrow;
}
