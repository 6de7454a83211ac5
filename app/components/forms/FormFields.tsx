import type { ReactNode } from "react";
import { EMAIL_MAX_CHARS } from "@core/config/constants";
import { useI18n, type MessageKey } from "~/i18n/translate";

/** A field's inline error, announced to screen readers as it appears. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const { t } = useI18n();
  return (
    <p id={id} className="forms-error" aria-live="polite" hidden={!message}>
      {message ? t(message as MessageKey) : null}
    </p>
  );
}

interface BaseProps {
  name: string;
  label: string;
  error?: string;
  required?: boolean;
  hint?: ReactNode;
  /** A prefix for element ids, so two forms on one page do not collide. */
  idPrefix?: string;
  /** The language of what is typed, when it is not the page's (the editors' bilingual forms): spell-checking and fonts follow it. */
  lang?: "en" | "zh-CN";
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  const { t } = useI18n();
  return (
    <label htmlFor={htmlFor} className={required ? "forms-label forms-label--required" : "forms-label"}>
      {label}
      {required ? null : (
        <span className="forms-optional">{t("punct.labelSuffix", { text: t("forms.optional") })}</span>
      )}
    </label>
  );
}

function describedBy(id: string, hint: ReactNode): string {
  return hint ? `${id}-hint ${id}-error` : `${id}-error`;
}

/** The label, hint and error around one control. */
function FieldShell({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={`forms-field${error ? " has-error" : ""}`}>
      <Label htmlFor={id} label={label} required={required} />
      {hint ? (
        <p id={`${id}-hint`} className="forms-hint">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The attributes every single control shares: its name, validation hooks and accessible description. */
function controlProps({ name, error, required, hint, lang }: BaseProps, id: string) {
  return {
    id,
    name,
    lang,
    "data-field": name,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, hint),
  } as const;
}

export function TextField({
  type = "text",
  defaultValue,
  autoComplete,
  maxLength,
  inputMode,
  ...base
}: BaseProps & {
  type?: "text" | "email" | "url" | "date" | "datetime-local" | "number";
  defaultValue?: string;
  autoComplete?: string;
  maxLength?: number;
  inputMode?: "text" | "email" | "url" | "numeric";
}) {
  const id = `${base.idPrefix ?? "f"}-${base.name}`;
  return (
    <FieldShell id={id} {...base}>
      <input
        {...controlProps(base, id)}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        maxLength={maxLength}
        inputMode={inputMode}
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
  const id = `${base.idPrefix ?? "f"}-${base.name}`;
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
}: BaseProps & { defaultValue?: string; options: readonly { value: string; label: string }[]; placeholder: string }) {
  const id = `${base.idPrefix ?? "f"}-${base.name}`;
  return (
    <FieldShell id={id} {...base}>
      <select {...controlProps(base, id)} defaultValue={defaultValue ?? ""}>
        <option value="">{placeholder}</option>
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
      aria-describedby={describedBy(id, hint)}
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
