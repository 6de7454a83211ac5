import type { AppLoadContext } from "react-router";
import { alertsForm } from "@core/forms/alerts-schema";
import { subscribeToAlerts } from "@core/alerts/subscribe-to-alerts";
import { runFormAction } from "./run-form-action.server";

/**
 * The alerts subscription (SPEC §5 Subscription, §8): the page's form and the AlertsSignup box post
 * here. Outcomes: "pending" (Successfully subscribed, please confirm registration) or
 * "already_subscribed"; too many confirmations to one address fail with the SPEC's failure text.
 */
export function alertsAction(args: { request: Request; params: { lang?: string }; context: AppLoadContext }) {
  return runFormAction(args, {
    name: "alerts",
    form: alertsForm,
    idempotent: false,
    async submit({ db, values, lang, mail }) {
      const { outcome, emailIds } = await subscribeToAlerts(db, mail, {
        email: values.email,
        language: values.language ?? lang,
        categoryIds: values.categories,
      });
      if (outcome === "limited") return { ok: false, formError: "forms.failed" };
      return { ok: true, reference: null, outcome, emailIds };
    },
  });
}
