import { useI18n, type MessageKey } from "~/i18n/translate";
import { TextArea, TextField } from "~/components/forms/FormFields";

export interface DetailFieldProps {
  name: string;
  label: MessageKey;
  hint?: MessageKey;
  /** A text area of this many rows; else an input. */
  rows?: number;
  required?: boolean;
  /** The language of what is typed (bilingual fields). */
  lang?: "en" | "zh-CN";
  type?: "text" | "date";
  inputMode?: "numeric";
  /** Prefix of the field's id, distinct per form on a page. */
  idPrefix: string;
  value: string;
  error: string | undefined;
}

/**
 * One field of an office details form (issues, collections, special issues), named by catalogue keys: the forms'
 * own text field or text area, so it is labelled, hinted and marked (required or optional) as every other form is.
 */
export function DetailField({ label, hint, rows, type, inputMode, value, ...base }: DetailFieldProps) {
  const { t } = useI18n();
  const shared = { ...base, label: t(label), hint: hint ? t(hint) : undefined, defaultValue: value };
  return rows ? <TextArea {...shared} rows={rows} /> : <TextField {...shared} type={type} inputMode={inputMode} />;
}
