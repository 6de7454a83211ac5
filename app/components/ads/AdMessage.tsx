import { useI18n } from "~/i18n/translate";

/** The closable error message of a failed ad fetch (SPEC §8: "closable error message with the server's msg"). */
export function AdMessage({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <div className="ad-message" role="alert">
      <span>{message}</span>
      <button type="button" className="ad-message__close" aria-label={t("ads.closeMessage")} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
