import { useEffect, useState } from "react";

/**
 * False in the server's HTML and during hydration, true once scripts run: controls that need JavaScript
 * render hidden first, so a page without scripts never offers a button that does nothing.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
