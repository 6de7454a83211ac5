import type { ReactNode } from "react";
import { describedBy, FieldShell } from "~/components/forms/FormFields";

/** What the control of an InlineField takes: its id and how it is described and marked invalid. */
export interface InlineControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * An office form's one field with its button on the same line (add a protocol by its number, assign an inbox item):
 * the label, a hint, the control (`children`, given the props that tie it to the label, hint and error) beside the
 * button, and the error under them.
 */
export function InlineField({
  id,
  label,
  hint,
  error,
  button,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  button: string;
  children: (control: InlineControlProps) => ReactNode;
}) {
  const control: InlineControlProps = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, { hint, error }),
  };
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} marked={false}>
      <div className="editorial-inline-form">
        {children(control)}
        <button type="submit" className="forms-button">
          {button}
        </button>
      </div>
    </FieldShell>
  );
}

/** A protocol's number to add to a list (a collection, a special issue's section), with its button. */
export function AddProtocolField({
  id,
  label,
  hint,
  button,
  typed,
  error,
}: {
  id: string;
  label: string;
  hint?: string;
  button: string;
  /** What was typed before a refused post. */
  typed: string;
  error?: string | null;
}) {
  return (
    <InlineField id={id} label={label} hint={hint} error={error} button={button}>
      {(control) => (
        <input
          {...control}
          type="text"
          name="protocolId"
          inputMode="numeric"
          size={10}
          maxLength={12}
          defaultValue={typed}
        />
      )}
    </InlineField>
  );
}
