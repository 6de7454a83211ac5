import type { ReactNode } from "react";
import { useI18n, type MessageKey } from "~/i18n/translate";

/**
 * The submit row of an account-look form: the button, disabled while the post is on its way (a double click never
 * posts twice) and saying so (`busyLabel`: "Posting…" for questions, answers and reports; null keeps the label),
 * with the form's other actions after it.
 */
export function PostButton({
  busy,
  label,
  secondary = false,
  busyLabel = "accounts.question.posting",
  children,
}: {
  busy: boolean;
  label: MessageKey;
  secondary?: boolean;
  busyLabel?: MessageKey | null;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className="accounts-form__actions">
      <button type="submit" className={secondary ? "button button--secondary" : "button"} disabled={busy} aria-busy={busy || undefined}>
        {t(busy && busyLabel ? busyLabel : label)}
      </button>
      {children}
    </div>
  );
}
