import { useI18n, type MessageKey } from "~/i18n/translate";
import { FieldError } from "~/components/forms/FormFields";

export interface DetailFieldProps {
  name: string;
  label: MessageKey;
  hint?: MessageKey;
  /** A text area of this many rows; else an input. */
  rows?: number;
  required?: boolean;
  /** The language of what is typed (bilingual fields). */
  lang?: "en" | "zh-CN";
  type?: string;
  inputMode?: "numeric";
  /** Prefix of the field's id, distinct per form on a page. */
  idPrefix: string;
  value: string;
  error: string | undefined;
}

/** One labelled field of an office details form (issues, collections, special issues), with its hint and error. */
export function DetailField({ name, label, hint, rows, required, lang, type = "text", inputMode, idPrefix, value, error }: DetailFieldProps) {
  const { t } = useI18n();
  const id = `${idPrefix}-${name}`;
  const common = {
    id,
    name,
    "data-field": name,
    required,
    lang,
    defaultValue: value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": hint ? `${id}-hint ${id}-error` : `${id}-error`,
  } as const;
  return (
    <div className={`forms-field${error ? " has-error" : ""}`}>
      <label htmlFor={id} className={required ? "forms-label forms-label--required" : "forms-label"}>
        {t(label)}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="forms-hint">
          {t(hint)}
        </p>
      ) : null}
      {rows ? <textarea {...common} rows={rows} /> : <input type={type} {...common} inputMode={inputMode} />}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
