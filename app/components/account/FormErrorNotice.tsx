import { useI18n, type MessageKey } from "~/i18n/translate";
import type { FormActionData } from "~/lib/forms/form-action-data";
import { Notice } from "./Notice";

/**
 * An account form's message about the whole form, in the account pages' look (the public forms' is FormAlert):
 * a body that could not be used (ADR 0082), too many attempts, a wrong log-in — a catalogue key from the one
 * form runner. `when` limits it to the answers of one of the page's forms.
 */
export function FormErrorNotice({ result, when = true }: { result: FormActionData | undefined; when?: boolean }) {
  const { t } = useI18n();
  if (!when || result?.status !== "error" || !result.formError) return null;
  return <Notice tone="error">{t(result.formError as MessageKey)}</Notice>;
}
