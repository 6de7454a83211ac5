import type { FormSchema } from "@core/forms/parse-form-values";
import { useI18n } from "~/i18n/translate";
import { bindFields } from "./bind-fields";
import { useFormPage } from "./use-form-page";

/**
 * The public forms with an introduction, by their catalogue name (forms.{name}.*, also their fields' id prefix),
 * and the page each posts to.
 */
const PUBLIC_FORM_PAGES = {
  alerts: "alerts",
  ambassador: "ambassador",
  reviewer: "becomereviewer",
  psi: "psi",
  submission: "submission",
} as const;

export type PublicFormName = keyof typeof PUBLIC_FORM_PAGES;

/**
 * A public form page's state and field binder, and the FormPage props that its catalogue texts
 * (forms.{name}.title, .formTitle, .success, .successNote, .submit) and its loader give, so that a page
 * names only its own fields and extras.
 */
export function usePublicForm<T>(
  name: PublicFormName,
  form: FormSchema<T>,
  loaded: { intro: { title: string; description?: string; html: string } | null; idempotencyKey?: string },
) {
  const { lang, t } = useI18n();
  const page = useFormPage(form);
  const frame = {
    intro: loaded.intro,
    idempotencyKey: loaded.idempotencyKey,
    title: t(`forms.${name}.title`),
    formTitle: t(`forms.${name}.formTitle`),
    // The alerts page says more than its title once subscribed: it sets its own.
    success:
      name === "alerts"
        ? { title: t("forms.alerts.success") }
        : { title: t(`forms.${name}.success`), note: t(`forms.${name}.successNote`) },
    action: `/${lang}/${PUBLIC_FORM_PAGES[name]}`,
    page,
    submitLabel: t(`forms.${name}.submit`),
  };
  return { lang, t, page, field: bindFields(name, page), frame };
}
