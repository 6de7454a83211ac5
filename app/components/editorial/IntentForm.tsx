import type { ComponentProps } from "react";
import { Form } from "react-router";
import { FormAlert, FormMeta } from "~/components/forms/FormParts";

type Props = Omit<ComponentProps<typeof Form>, "method"> & {
  /** What the post asks the page's action to do (its `intent` field). */
  intent: string;
  idempotencyKey: string;
  /** The refusal of the whole form, shown above its fields (a form without fields has none). */
  refusal?: string | null;
  /** The submit button's text, after the fields (a form with another kind of button draws its own). */
  button?: string;
  buttonClass?: string;
};

/**
 * An office form that posts one intent to its page's action (ADR 0099): the hidden fields every office post
 * carries, the refusal if any, then the form's own fields and button.
 */
export function IntentForm({
  intent,
  idempotencyKey,
  refusal,
  button,
  buttonClass = "forms-button",
  children,
  ...form
}: Props) {
  return (
    <Form method="post" {...form}>
      <FormMeta idempotencyKey={idempotencyKey} requiredNote={false} />
      <input type="hidden" name="intent" value={intent} />
      <FormAlert message={refusal} />
      {children}
      {button ? (
        <button type="submit" className={buttonClass}>
          {button}
        </button>
      ) : null}
    </Form>
  );
}
