import { useI18n } from "~/i18n/translate";
import { BODY_MESSAGE_KEYS } from "~/lib/route-errors";
import { Notice } from "./Notice";

const BODY_MESSAGES: readonly string[] = Object.values(BODY_MESSAGE_KEYS);

/**
 * The form-level error of a post whose body could not be used (ADR 0082): the action answers its own page
 * with `formError` set to a catalogue key of BODY_MESSAGE_KEYS; anything else shows nothing.
 */
export function FormErrorNotice({ actionData }: { actionData: unknown }) {
  const { t } = useI18n();
  const key = actionData && typeof actionData === "object" && "formError" in actionData ? actionData.formError : null;
  if (typeof key !== "string" || !BODY_MESSAGES.includes(key)) return null;
  return <Notice tone="error">{t(key as (typeof BODY_MESSAGE_KEYS)[keyof typeof BODY_MESSAGE_KEYS])}</Notice>;
}
