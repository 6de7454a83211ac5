import { useState } from "react";
import { Link } from "react-router";
import { COOKIE_NOTICE_MAX_AGE_MS } from "@core/config/constants";
import { useI18n } from "~/i18n/translate";

export const COOKIE_NOTICE_COOKIE = "gotcookienotice";

/**
 * The cookie notice (SPEC §4): shown until gotcookienotice=1 exists; OK sets it for a year and hides the notice
 * without a reload. The server reads the cookie, so a visitor who accepted never sees it flash. Without
 * JavaScript, OK posts to /cookie-notice, which sets the cookie and comes back.
 */
export function CookieNotice({ accepted }: { accepted: boolean }) {
  const { lang, t } = useI18n();
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
          document.cookie = `${COOKIE_NOTICE_COOKIE}=1; max-age=${COOKIE_NOTICE_MAX_AGE_MS / 1000}; path=/; samesite=lax`;
          setHidden(true);
        }}
      >
        <input type="hidden" name="lang" value={lang} />
        <button type="submit" className="button">
          {t("cookie.ok")}
        </button>
      </form>
    </section>
  );
}
