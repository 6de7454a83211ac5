import type { FieldErrors } from "@core/forms/parse-form-values";
import type { FormActionData } from "~/lib/forms/form-action-data";
import { echo, echoChecked, echoList } from "./echo-values";

/** The part of useFormPage()'s state that a field is tied to. */
interface FormPageState {
  result: FormActionData | undefined;
  errors: FieldErrors;
  setFieldError(name: string, message: string | null): void;
  uploads: { busyChange(tokenField: string): (busy: boolean) => void };
}

/**
 * The props that tie a form page's fields to its state — id prefix, error, and what was sent before a refused
 * submission — so that each field names only what is its own (label, limits, hints).
 */
export function bindFields(idPrefix: string, page: FormPageState) {
  const { result, errors } = page;
  return {
    text: (name: string, fallback = "") => ({
      idPrefix,
      name,
      error: errors[name],
      defaultValue: echo(result, name, fallback),
    }),
    /** Checkboxes sharing one name. */
    list: (name: string) => ({ idPrefix, name, error: errors[name], defaultValue: echoList(result, name) }),
    checkbox: (name: string) => ({ idPrefix, name, error: errors[name], defaultChecked: echoChecked(result, name) }),
    /** A FileField; its hidden token field is `${field}Token`, as in the action's `files`. */
    file: (field: string) => {
      const tokenField = `${field}Token`;
      return {
        idPrefix,
        field,
        tokenField,
        error: errors[tokenField],
        initial: result?.status === "error" ? result.uploads[tokenField] : undefined,
        onError: (message: string | null) => page.setFieldError(tokenField, message),
        onBusyChange: page.uploads.busyChange(tokenField),
      };
    },
  };
}
