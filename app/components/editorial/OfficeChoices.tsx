import { FieldError } from "~/components/forms/FormFields";

/**
 * A required choice of an office form (a protocol's kind and categories, a user's role): radio buttons or
 * checkboxes, each inside its label, under a legend, then the field's error (`${idPrefix}-${name}-error`).
 * `defaultValue` is the chosen value, or the checked ones; the props of bindFields' `text` and `list` fit it.
 */
export function OfficeChoices({
  type,
  idPrefix = "f",
  name,
  legend,
  options,
  defaultValue,
  error,
  describedByError = false,
}: {
  type: "radio" | "checkbox";
  idPrefix?: string;
  name: string;
  legend: string;
  options: readonly { value: string | number; label: string }[];
  defaultValue: string | readonly string[];
  error: string | undefined;
  /** The fieldset is described by its error (the protocol form's categories). */
  describedByError?: boolean;
}) {
  const errorId = `${idPrefix}-${name}-error`;
  const chosen = typeof defaultValue === "string" ? [defaultValue] : defaultValue;
  return (
    <fieldset className="forms-field" aria-describedby={describedByError ? errorId : undefined}>
      <legend className="forms-label forms-label--required">{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="forms-choice">
          <input
            type={type}
            name={name}
            value={o.value}
            defaultChecked={chosen.includes(String(o.value))}
            data-field={name}
          />{" "}
          {o.label}
        </label>
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
