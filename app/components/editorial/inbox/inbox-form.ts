import { refusedFor, type Refused } from "../form-values";

/** What each form of an inbox item's page is given: where it posts, the forms' key, the refused post if any. */
export interface InboxFormProps {
  action: string;
  idempotencyKey: string;
  failed: Refused;
}

/** One inbox form (`intent`): its refused post if the refusal was its own, and its IntentForm props. */
export function inboxForm({ action, idempotencyKey, failed }: InboxFormProps, intent: string) {
  const mine = refusedFor(failed, intent);
  return { mine, form: { action, idempotencyKey, intent } };
}
