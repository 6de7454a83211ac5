import { useEffect } from "react";

/**
 * SPEC §4: two-finger and page-zoom gestures are blocked on touch screens. CSS `touch-action: pan-x pan-y`
 * (app.css) stops pinch and double-tap zoom where it is supported; these listeners cover Safari's gesture
 * events and multi-touch moves. The viewport meta keeps user scaling allowed, so browser text-size and
 * accessibility zoom settings still work (ADR 0071).
 */
export function useTouchZoomGuard(): void {
  useEffect(() => {
    const prevent = (e: Event) => e.preventDefault();
    const multiTouch = (e: TouchEvent) => {
      if (e.touches.length > 1) e.preventDefault();
    };
    document.addEventListener("gesturestart", prevent, { passive: false });
    document.addEventListener("touchmove", multiTouch, { passive: false });
    return () => {
      document.removeEventListener("gesturestart", prevent);
      document.removeEventListener("touchmove", multiTouch);
    };
  }, []);
}
