import { useId } from "react";
import { useI18n } from "~/i18n/translate";

interface FormFieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  /** The message under the field (already translated), or null. */
  error?: string | null;
  hint?: string;
  multiline?: boolean;
  rows?: number;
}

/** A labelled input or text area with its hint and inline message, wired for screen readers. */
export function FormField({ label, error, hint, multiline, rows = 6, required, className = "", ...input }: FormFieldProps) {
  const { t } = useI18n();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  // No native `required`: the browser's own bubble would hide the SPEC's inline messages.
  const common = { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, "aria-required": required || undefined };
  return (
    <div className={`accounts-field ${error ? "has-error" : ""} ${className}`}>
      <div className="accounts-field__label">
        <label htmlFor={id}>{label}</label>
        {/* Announced through aria-required; outside the label so the field's name is its label alone. */}
        {required ? (
          <span className="accounts-field__required" aria-hidden="true">
            {t("punct.parenthesized", { text: t("accounts.field.required") })}
          </span>
        ) : null}
      </div>
      {multiline ? (
        <textarea {...common} rows={rows} name={input.name} defaultValue={input.defaultValue as string | undefined} onInput={input.onInput as React.FormEventHandler<HTMLTextAreaElement> | undefined} />
      ) : (
        <input {...common} {...input} />
      )}
      {hint ? (
        <p className="accounts-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="accounts-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
