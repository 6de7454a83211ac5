import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { collectFormValues, parseFormValues, type FieldErrors, type FormSchema } from "@core/forms/parse-form-values";

/**
 * The browser half of a form's validation: the same zod schema as the server, run inline — a field is
 * checked when it loses focus, re-checked as it is corrected, and all fields on submit (which is then
 * stopped and focus moved to the first wrong field). Server errors are shown until the field is edited.
 * `blockSubmit` lets a field veto the submit (e.g. an upload still running) with its own message.
 * A reader on a slow phone may correct a field before the scripts have run (after a post without them): no
 * event reached React, so at hydration the fields whose value differs from the one the server echoed are
 * judged again.
 * `form` is null while a schema loaded on first use (useLoadOnFirstFocus) is on its way: the browser checks
 * nothing yet and a post goes to the server, which checks it with the same schema and answers the same messages.
 */
export function useFormValidation<T>(
  form: FormSchema<T> | null,
  serverErrors: FieldErrors | undefined,
  blockSubmit?: () => FieldErrors | null,
) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  const touched = useRef(new Set<string>());
  const element = useRef<HTMLFormElement | null>(null);
  const ranOnce = useRef(false);
  useEffect(() => {
    setErrors(serverErrors ?? {});
    const first = !ranOnce.current;
    ranOnce.current = true;
    const form = element.current;
    if (!first || !form || !serverErrors) return;
    for (const name of Object.keys(serverErrors)) if (editedSinceRendered(form, name)) recheck(form, name);
    // Only the first run can meet edits that React did not see; later runs follow a submit the hook saw.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverErrors]);

  // A schema that arrives after the reader has left some fields (loaded on first focus): judge those now.
  useEffect(() => {
    const control = element.current;
    if (form && control) for (const name of touched.current) recheck(control, name);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);

  const check = (element: HTMLFormElement, schema: FormSchema<T>) =>
    parseFormValues(schema, collectFormValues(new FormData(element).entries()));
  const fieldName = (target: EventTarget) =>
    target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
      ? target.name
      : "";

  const recheck = (element: HTMLFormElement, name: string) => {
    if (!form || !(name in form.schema.shape)) return;
    const result = check(element, form);
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
      ref: element,
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
        const result = form ? check(element, form) : null;
        const blocked = blockSubmit?.() ?? null;
        if ((!result || result.ok) && !blocked) return;
        event.preventDefault();
        const all = { ...(result && !result.ok ? result.errors : {}), ...(blocked ?? {}) };
        setErrors(all);
        const first = Object.keys(form?.schema.shape ?? all).find((name) => all[name]);
        const target = first ? element.querySelector<HTMLElement>(`[data-field="${first}"]`) : null;
        target?.focus();
      },
    },
  };
}

/** Whether a field's value now differs from what the page was rendered with (its default value or choice). */
function editedSinceRendered(form: HTMLFormElement, name: string): boolean {
  return Array.from(form.elements).some((control) => {
    if (control instanceof HTMLInputElement && control.name === name) {
      if (control.type === "checkbox" || control.type === "radio") return control.checked !== control.defaultChecked;
      return control.type !== "file" && control.value !== control.defaultValue;
    }
    if (control instanceof HTMLTextAreaElement && control.name === name) return control.value !== control.defaultValue;
    if (control instanceof HTMLSelectElement && control.name === name) {
      return Array.from(control.options).some((option) => option.selected !== option.defaultSelected);
    }
    return false;
  });
}
