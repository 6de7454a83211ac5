import { keptField, refusedFor, type Refused } from "../form-values";

/** What each form of an inbox item's page is given: where it posts, the forms' key, the refused post if any. */
export interface InboxFormProps {
  action: string;
  idempotencyKey: string;
  failed: Refused;
}

/**
 * One inbox form (`intent`): its refused post if the refusal was its own, its IntentForm props (`fieldsForm` for a
 * form with fields: one the server checks, showing its refusal) and its fields' props (ids under `idPrefix`, what
 * was typed into its refused post, else `stored`).
 */
export function inboxForm({ action, idempotencyKey, failed }: InboxFormProps, intent: string, idPrefix = intent) {
  const mine = refusedFor(failed, intent);
  const form = { action, idempotencyKey, intent };
  return {
    mine,
    form,
    fieldsForm: { ...form, className: "forms-form", noValidate: true, refusal: mine?.formError },
    field: (name: string, stored?: string) => ({ idPrefix, ...keptField(mine, name, stored) }),
  };
}
