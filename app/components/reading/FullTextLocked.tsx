import { Link } from "react-router";
import { useI18n } from "~/i18n/translate";

/** Where a visitor would find the full text: the SPEC's prompt and the way to log in and come back (SPEC §1, §6). */
export function FullTextLocked({ loginHref }: { loginHref: string }) {
  const { t } = useI18n();
  return (
    <div className="reading-login-prompt" id="full-text-locked">
      <p>{t("reading.loginPrompt")}</p>
      <p>
        <Link className="button" to={loginHref}>
          {t("reading.loginLink")}
        </Link>
      </p>
    </div>
  );
}
