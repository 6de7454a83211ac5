import { z } from "zod";
import { categoryIds, emailField, requiredCheckbox, type EmailMessages } from "./fields";
import type { FormSchema } from "./parse-form-values";

/** SPEC §5 Subscription: the e-mail messages are the SPEC's own. */
export const ALERTS_EMAIL_MESSAGES: EmailMessages = {
  required: "forms.alerts.emailRequired",
  format: "forms.alerts.emailFormat",
  tooLong: "forms.alerts.emailTooLong",
};

const schema = z.object({
  email: emailField(ALERTS_EMAIL_MESSAGES),
  confirm: requiredCheckbox("forms.alerts.checkRequired"),
  /** None ticked means every category. */
  categories: categoryIds(),
  /** Empty: the page's language. */
  language: z.string().transform((v) => (v === "en" || v === "cn" ? v : null)),
});

export type AlertsInput = z.infer<typeof schema>;

export const alertsForm: FormSchema<AlertsInput> = { schema, arrayFields: ["categories"] };

/** The manage-subscription form (from the link in every alert): categories and language. */
const preferencesSchema = z.object({
  categories: categoryIds(),
  language: z.enum(["en", "cn"], "forms.failed"),
});

export type AlertPreferencesInput = z.infer<typeof preferencesSchema>;

export const alertPreferencesForm: FormSchema<AlertPreferencesInput> = {
  schema: preferencesSchema,
  arrayFields: ["categories"],
};
