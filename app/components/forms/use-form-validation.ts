import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { collectFormValues, parseFormValues, type FieldErrors, type FormSchema } from "@core/forms/parse-form-values";

/**
 * The browser half of a form's validation: the same zod schema as the server, run inline — a field is
 * checked when it loses focus, re-checked as it is corrected, and all fields on submit (which is then
 * stopped and focus moved to the first wrong field). Server errors are shown until the field is edited.
 * `blockSubmit` lets a field veto the submit (e.g. an upload still running) with its own message.
 */
export function useFormValidation<T>(
  form: FormSchema<T>,
  serverErrors: FieldErrors | undefined,
  blockSubmit?: () => FieldErrors | null,
) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  const touched = useRef(new Set<string>());
  useEffect(() => setErrors(serverErrors ?? {}), [serverErrors]);

  const check = (element: HTMLFormElement) => parseFormValues(form, collectFormValues(new FormData(element).entries()));
  const fieldName = (target: EventTarget) =>
    target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
      ? target.name
      : "";

  const recheck = (element: HTMLFormElement, name: string) => {
    if (!(name in form.schema.shape)) return;
    const result = check(element);
    setErrors((previous) => {
      const next = { ...previous };
      const message = result.ok ? undefined : result.errors[name];
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  };

  return {
    errors,
    setFieldError(name: string, message: string | null) {
      setErrors((previous) => {
        const next = { ...previous };
        if (message) next[name] = message;
        else delete next[name];
        return next;
      });
    },
    formProps: {
      noValidate: true,
      onBlur(event: FocusEvent<HTMLFormElement>) {
        const name = fieldName(event.target);
        if (!name || event.target.getAttribute("type") === "file") return;
        touched.current.add(name);
        recheck(event.currentTarget, name);
      },
      onChange(event: FormEvent<HTMLFormElement>) {
        const target = event.target as HTMLInputElement;
        const name = fieldName(target);
        if (!name || target.type === "file") return;
        // Choices are judged at once; text only once the reader has left the field or it showed an error.
        if (
          target.type === "checkbox" ||
          target.type === "radio" ||
          target.tagName === "SELECT" ||
          touched.current.has(name) ||
          errors[name]
        ) {
          recheck(event.currentTarget, name);
        }
      },
      onSubmit(event: FormEvent<HTMLFormElement>) {
        const element = event.currentTarget;
        const result = check(element);
        const blocked = blockSubmit?.() ?? null;
        if (result.ok && !blocked) return;
        event.preventDefault();
        const all = { ...(result.ok ? {} : result.errors), ...(blocked ?? {}) };
        setErrors(all);
        const first = Object.keys(form.schema.shape).find((name) => all[name]);
        const target = first ? element.querySelector<HTMLElement>(`[data-field="${first}"]`) : null;
        target?.focus();
      },
    },
  };
}
