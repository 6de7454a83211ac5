import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { FETCH_DELAY_MIN_MS } from "@core/config/constants";
import { useI18n } from "~/i18n/translate";

/**
 * A slim bar at the top while a client-side navigation loads. Once shown it stays at least 200 ms
 * (SPEC "fetch delay minimum"), so fast loads don't flicker.
 */
export function NavigationProgress() {
  const { t } = useI18n();
  const busy = useNavigation().state !== "idle";
  const [visible, setVisible] = useState(false);
  const shownAt = useRef(0);
  useEffect(() => {
    if (busy) {
      shownAt.current = Date.now();
      setVisible(true);
      return;
    }
    const remaining = FETCH_DELAY_MIN_MS - (Date.now() - shownAt.current);
    if (remaining <= 0) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(false), remaining);
    return () => window.clearTimeout(timer);
  }, [busy]);
  return (
    <div className={`nav-progress${visible ? " is-visible" : ""}`} role="progressbar" aria-hidden={!visible} aria-label={t("nav.loading")}>
      <span />
    </div>
  );
}
