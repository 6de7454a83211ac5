import { useId, type ReactNode } from "react";
import { EMAIL_MAX_CHARS } from "@core/config/constants";
import { useI18n, type MessageKey } from "~/i18n/translate";

/** A field's inline error, announced to screen readers as it appears. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  const { t } = useI18n();
  return (
    <p id={id} className="forms-error" aria-live="polite" hidden={!message}>
      {message ? t(message as MessageKey) : null}
    </p>
  );
}

/**
 * How a family of pages draws its fields, around one structure: the public and office forms mark optional fields,
 * put hints above the control and keep the error's live region in place (ADR 0040); the account and question forms
 * mark required fields, put hints below and show an error only once there is one (ADR 0030).
 */
export type FieldLook = "form" | "account";

interface BaseProps {
  name: string;
  label: string;
  /** The message under the field: a catalogue key. */
  error?: string | null;
  required?: boolean;
  hint?: ReactNode;
  /** A prefix for element ids, so two forms on one page do not collide (without one, an account-look field's id is generated). */
  idPrefix?: string;
  /** The language of what is typed, when it is not the page's (the editors' bilingual forms): spell-checking and fonts follow it. */
  lang?: "en" | "zh-CN";
  look?: FieldLook;
}

const LOOKS = {
  form: { field: "forms-field", hint: "forms-hint", hintFirst: true },
  account: { field: "accounts-field", hint: "accounts-field__hint", hintFirst: false },
} as const;

function Label({ htmlFor, label, required, look, marked }: { htmlFor: string; label: string; required?: boolean; look: FieldLook; marked: boolean }) {
  const { t } = useI18n();
  if (look === "account")
    return (
      <div className="accounts-field__label">
        <label htmlFor={htmlFor}>{label}</label>
        {/* Outside the label, so the field's name is its label alone; the control's `required` says it. */}
        {required ? (
          <span className="accounts-field__required" aria-hidden="true">
            {t("punct.parenthesized", { text: t("accounts.field.required") })}
          </span>
        ) : null}
      </div>
    );
  return (
    <label htmlFor={htmlFor} className={required && marked ? "forms-label forms-label--required" : "forms-label"}>
      {label}
      {required || !marked ? null : (
        <span className="forms-optional">{t("punct.labelSuffix", { text: t("forms.optional") })}</span>
      )}
    </label>
  );
}

export function describedBy(id: string, { hint, error, look = "form" }: Pick<BaseProps, "hint" | "error" | "look">): string | undefined {
  // The account look's error is only in the page once there is one.
  const ids = [hint ? `${id}-hint` : null, look === "form" || error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/**
 * The label, hint and error around one control (or around a control and its button, as the office's one-field
 * forms have them: `marked={false}` leaves out the required/optional mark, which only tells apart the fields of a
 * form that has several).
 */
export function FieldShell({
  id,
  label,
  required,
  hint,
  error,
  look = "form",
  marked = true,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  look?: FieldLook;
  marked?: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const classes = LOOKS[look];
  const hintLine = hint ? (
    <p id={`${id}-hint`} className={classes.hint}>
      {hint}
    </p>
  ) : null;
  return (
    <div className={`${classes.field}${error ? " has-error" : ""}`}>
      <Label htmlFor={id} label={label} required={required} look={look} marked={marked} />
      {classes.hintFirst ? hintLine : null}
      {children}
      {classes.hintFirst ? null : hintLine}
      {look === "form" ? (
        <FieldError id={`${id}-error`} message={error ?? undefined} />
      ) : error ? (
        <p className="accounts-field__error" id={`${id}-error`}>
          {t(error as MessageKey)}
        </p>
      ) : null}
    </div>
  );
}

/** The element id of a field: its form's prefix and its name, or a generated one for an account-look field without a prefix. */
function useFieldId({ idPrefix, name, look }: Pick<BaseProps, "idPrefix" | "name" | "look">): string {
  const generated = useId();
  if (idPrefix || look !== "account") return `${idPrefix ?? "f"}-${name}`;
  return generated;
}

/** The attributes every single control shares: its name, validation hooks and accessible description. */
function controlProps(base: BaseProps, id: string) {
  return {
    id,
    name: base.name,
    lang: base.lang,
    "data-field": base.name,
    required: base.required,
    "aria-invalid": base.error ? true : undefined,
    "aria-describedby": describedBy(id, base),
  } as const;
}

export function TextField({
  type = "text",
  defaultValue,
  autoComplete,
  maxLength,
  inputMode,
  accept,
  ...base
}: BaseProps & {
  type?: "text" | "email" | "url" | "date" | "datetime-local" | "number" | "password" | "file";
  defaultValue?: string;
  autoComplete?: string;
  maxLength?: number;
  inputMode?: "text" | "email" | "url" | "numeric";
  /** A file input's types. */
  accept?: string;
}) {
  const id = useFieldId(base);
  return (
    <FieldShell id={id} {...base}>
      <input
        {...controlProps(base, id)}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        maxLength={maxLength}
        inputMode={inputMode}
        accept={accept}
      />
    </FieldShell>
  );
}

export function TextArea({
  defaultValue,
  rows = 6,
  maxLength,
  ...base
}: BaseProps & { defaultValue?: string; rows?: number; maxLength?: number }) {
  const id = useFieldId(base);
  return (
    <FieldShell id={id} {...base}>
      <textarea {...controlProps(base, id)} rows={rows} defaultValue={defaultValue} maxLength={maxLength} />
    </FieldShell>
  );
}

export function SelectField({
  defaultValue,
  options,
  placeholder,
  ...base
}: BaseProps & {
  defaultValue?: string;
  options: readonly { value: string; label: string }[];
  /** The empty first choice's text; the public forms' "Please choose" unless given. */
  placeholder?: string;
}) {
  const { t } = useI18n();
  const id = useFieldId(base);
  return (
    <FieldShell id={id} {...base}>
      <select {...controlProps(base, id)} defaultValue={defaultValue ?? ""}>
        <option value="">{placeholder ?? t("forms.choose")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** One checkbox with its label after it (confirmations, flags). */
export function CheckboxField({
  name,
  label,
  error,
  idPrefix = "f",
  defaultChecked,
}: Omit<BaseProps, "required" | "hint"> & { defaultChecked?: boolean }) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className={`forms-field forms-field--check${error ? " has-error" : ""}`}>
      <input
        id={id}
        name={name}
        type="checkbox"
        data-field={name}
        defaultChecked={defaultChecked}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Checkboxes or radio buttons in a fieldset with a legend. */
export function ChoiceGroup({
  name,
  label,
  error,
  required,
  hint,
  idPrefix = "f",
  type,
  options,
  defaultValue,
  columns,
}: BaseProps & {
  type: "checkbox" | "radio";
  options: readonly { value: string; label: string; description?: string }[];
  defaultValue?: string | readonly string[];
  columns?: boolean;
}) {
  const { t } = useI18n();
  const id = `${idPrefix}-${name}`;
  const chosen = new Set(Array.isArray(defaultValue) ? defaultValue : defaultValue ? [defaultValue] : []);
  return (
    <fieldset
      className={`forms-field forms-choices${columns ? " forms-choices--columns" : ""}${error ? " has-error" : ""}`}
      aria-describedby={describedBy(id, { hint })}
      aria-invalid={error ? true : undefined}
    >
      <legend className={required ? "forms-label forms-label--required" : "forms-label"}>
        {label}
        {required ? null : (
          <span className="forms-optional">{t("punct.labelSuffix", { text: t("forms.optional") })}</span>
        )}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="forms-hint">
          {hint}
        </p>
      ) : null}
      <div className="forms-choices__list">
        {options.map((o, i) => (
          <div key={o.value} className="forms-choice">
            <input
              id={`${id}-${o.value}`}
              name={name}
              type={type}
              value={o.value}
              data-field={i === 0 ? name : undefined}
              defaultChecked={chosen.has(o.value)}
              required={type === "radio" && required ? true : undefined}
            />
            <label htmlFor={`${id}-${o.value}`}>
              {o.label}
              {o.description ? <span className="forms-choice__description">{o.description}</span> : null}
            </label>
          </div>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** The submitter's e-mail address (SPEC §5 rules), filled in for a signed-in reader. */
export function EmailField({
  label,
  ...props
}: Omit<BaseProps, "name" | "label" | "required"> & { label?: string; defaultValue?: string }) {
  const { t } = useI18n();
  return (
    <TextField
      {...props}
      name="email"
      type="email"
      label={label ?? t("forms.field.email")}
      required
      autoComplete="email"
      maxLength={EMAIL_MAX_CHARS}
    />
  );
}
