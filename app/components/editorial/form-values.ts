import { echo } from "~/components/forms/echo-values";
import type { FormActionData } from "~/lib/forms/form-action-data";

/** The action's answer when it refused a post (its values, errors and kept uploads), else null. */
export type Refused = Extract<FormActionData, { status: "error" }> | null;

/** The refused post of one form of the page (its `intent`), else null: the other forms keep their own values. */
export function refusedFor(result: FormActionData | null | undefined, intent: string): Refused {
  return result?.status === "error" && result.values.intent === intent ? result : null;
}

/**
 * A field of one form of an office page with several (bindFields ties a field to the page's one form): its name,
 * the refusal's error, and what was typed there (else `stored`).
 */
export function keptField(refused: Refused, name: string, stored = "") {
  return { name, error: refused?.errors[name], defaultValue: echo(refused ?? undefined, name, stored) };
}
