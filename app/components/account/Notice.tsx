import { useI18n } from "~/i18n/translate";

/**
 * A message box: red for errors (role=alert, announced at once), green for success (role=status).
 * With `onClose`, it has a close button (SPEC §8 "red closable message").
 */
export function Notice({ tone, children, onClose }: { tone: "error" | "success" | "info"; children: React.ReactNode; onClose?: () => void }) {
  const { t } = useI18n();
  return (
    <div className={`accounts-notice accounts-notice--${tone}`} role={tone === "error" ? "alert" : "status"}>
      <span className="accounts-notice__text">{children}</span>
      {onClose ? (
        <button type="button" className="accounts-notice__close" aria-label={t("accounts.close")} onClick={onClose}>
          ×
        </button>
      ) : null}
    </div>
  );
}
