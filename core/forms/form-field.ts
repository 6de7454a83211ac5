import type { Lang } from "../config/constants";
import type { MailTranslate } from "../mail/email-message";

/**
 * One field a sender gave, as people are shown it (the form's e-mails, the office's inbox): a catalogue label and its
 * value, itself a catalogue key when `translated`.
 */
export interface FormField {
  label: string;
  value: string;
  translated?: boolean;
  /** Several lines (a summary, a message): shown as written. */
  long?: boolean;
}

/** The fields as an e-mail's rows in `lang`: their label keys, and the values translated where they are keys. */
export function fieldRows(
  t: MailTranslate,
  lang: Lang,
  fields: readonly FormField[],
): [labelKey: string, value: string][] {
  return fields.map((f) => [f.label, f.translated ? t(lang, f.value) : f.value]);
}
