import { useI18n, type MessageKey } from "~/i18n/translate";

/**
 * The submit button of a question, answer or report form: disabled, saying "Posting…", while the post is on its way
 * (a double click never posts twice).
 */
export function PostButton({ busy, label, secondary = false }: { busy: boolean; label: MessageKey; secondary?: boolean }) {
  const { t } = useI18n();
  return (
    <div className="accounts-form__actions">
      <button type="submit" className={secondary ? "accounts-button-secondary" : "button"} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t("accounts.question.posting") : t(label)}
      </button>
    </div>
  );
}
