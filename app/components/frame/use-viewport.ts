import { useEffect, useState } from "react";
import { NARROW_MAX_WIDTH_PX } from "@core/config/constants";

/** True past `threshold` px of vertical scroll; always false when `threshold` is null. */
export function useScrolledPast(threshold: number | null): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (threshold === null) {
      setPast(false);
      return;
    }
    const update = () => setPast(window.scrollY > threshold);
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
