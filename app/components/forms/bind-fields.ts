import type { FieldErrors } from "@core/forms/parse-form-values";
import type { FormActionData } from "~/lib/forms/form-action-data";
import { echo, echoChecked, echoList } from "./echo-values";
import type { FieldLook } from "./FormFields";

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
    text: textBinding({ idPrefix }, result, errors),
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

/** A text field's props: its name, its error and what was sent before. */
function textBinding(common: { idPrefix?: string; look?: FieldLook }, result: FormActionData | undefined, errors: FieldErrors) {
  return (name: string, fallback = "") => ({ ...common, name, error: errors[name], defaultValue: echo(result, name, fallback) });
}

/**
 * The same for a form the page does not check itself (the account forms): the errors and values come from the
 * action's answer alone. Without an `idPrefix` the fields' ids are generated.
 */
export function bindAnswerFields(result: FormActionData | undefined, common: { idPrefix?: string; look?: FieldLook } = { look: "account" }) {
  const errors = result?.status === "error" ? result.errors : {};
  return { text: textBinding(common, result, errors), checked: (name: string) => echoChecked(result, name), error: (name: string) => errors[name] };
}
