import { useState } from "react";
import { Link, useLocation } from "react-router";
import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_MAX_AGE_MS } from "@core/config/constants";
import { useI18n } from "~/i18n/translate";
import { writeBrowserCookie } from "~/lib/browser-cookies";

/**
 * The cookie notice (SPEC §4): shown until gotcookienotice=1 exists; OK sets it for a year and hides the notice
 * without a reload. The server reads the cookie, so a visitor who accepted never sees it flash. Without
 * JavaScript, OK posts to /cookie-notice, which sets the cookie and comes back to the same page.
 * The frame shows the bottom ad only once the notice is accepted (`onAccept`), so the two never overlap.
 */
export function CookieNotice({ accepted, onAccept }: { accepted: boolean; onAccept?: () => void }) {
  const { lang, t } = useI18n();
  const location = useLocation();
  const [hidden, setHidden] = useState(accepted);
  if (hidden) return null;
  return (
    <section className="cookie-notice" aria-label={t("cookie.more")}>
      <p>
        {t("cookie.message")} <Link to={`/${lang}/policy`}>{t("cookie.more")}</Link>
      </p>
      <form
        method="post"
        action="/cookie-notice"
        onSubmit={(e) => {
          e.preventDefault();
          writeBrowserCookie(COOKIE_NOTICE_COOKIE, "1", COOKIE_NOTICE_MAX_AGE_MS);
          setHidden(true);
          onAccept?.();
        }}
      >
        <input type="hidden" name="lang" value={lang} />
        <input type="hidden" name="return_to" value={`${location.pathname}${location.search}`} />
        <button type="submit" className="button">
          {t("cookie.ok")}
        </button>
      </form>
    </section>
  );
}
