import { useEffect, useRef, type FormHTMLAttributes, type ReactNode, type Ref } from "react";
import { Form, useNavigation } from "react-router";
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from "@core/forms/form-protocol";
import { useI18n, type MessageKey } from "~/i18n/translate";
import type { FormActionData } from "~/lib/forms/form-action-data";

/**
 * The hidden fields of every form: the idempotency key of this render (a double click or a retry of the
 * same form stores one submission) and the honeypot, invisible and unreachable for people.
 */
export function FormMeta({ idempotencyKey, requiredNote = true }: { idempotencyKey?: string; requiredNote?: boolean }) {
  const { t } = useI18n();
  return (
    <>
      {requiredNote ? <p className="forms-hint forms-required-note">{t("forms.required")}</p> : null}
      {idempotencyKey ? <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} /> : null}
      <div className="forms-honeypot" aria-hidden="true">
        <label>
          {t("forms.honeypot")}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}

/** A message about the whole form (e.g. "Operation failed, please try again later."). */
export function FormAlert({ message }: { message: string | null | undefined }) {
  const { t } = useI18n();
  if (!message) return null;
  return (
    <div className="forms-alert" role="alert">
      {t(message as MessageKey)}
    </div>
  );
}

/** The submit button: says so while the form is being sent. */
export function SubmitButton({ label, action }: { label: string; action: string }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction?.split("?")[0] === action;
  return (
    <button type="submit" className="forms-button" aria-disabled={sending || undefined}>
      {sending ? t("forms.sending") : label}
    </button>
  );
}

export interface PageFormProps {
  action: string;
  /** The form carries files (sent with it when JavaScript is off). */
  multipart?: boolean;
  className?: string;
  /** useFormPage()'s state: the action's answer and the validation hooks. */
  page: {
    result: FormActionData | undefined;
    formProps: Pick<FormHTMLAttributes<HTMLFormElement>, "noValidate" | "onBlur" | "onChange" | "onSubmit"> & {
      ref?: Ref<HTMLFormElement>;
    };
  };
  idempotencyKey?: string;
  /** Hidden fields of the page's own, sent with the form. */
  hidden?: ReactNode;
  submitLabel: string;
  children: ReactNode;
}

/** A form page's form: its hidden fields, the message about the whole form, the fields, the submit button. */
export function PageForm({
  action,
  multipart,
  className = "forms-form",
  page,
  idempotencyKey,
  hidden,
  submitLabel,
  children,
}: PageFormProps) {
  return (
    <Form
      method="post"
      action={action}
      encType={multipart ? "multipart/form-data" : undefined}
      className={className}
      {...page.formProps}
    >
      <FormMeta idempotencyKey={idempotencyKey} />
      {hidden}
      <FormAlert message={page.result?.status === "error" ? page.result.formError : null} />
      {children}
      <SubmitButton label={submitLabel} action={action} />
    </Form>
  );
}

/** The confirmation that replaces a form once it is stored; it takes the focus so it is read out. */
export function SuccessPanel({
  title,
  note,
  reference,
  children,
  again,
}: {
  title: string;
  /** What happens next. */
  note?: string;
  /** The submission's reference number, quoted in its e-mails. */
  reference?: string | null;
  children?: ReactNode;
  again?: { href: string; label: string };
}) {
  const { t } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="forms-success" role="status" aria-labelledby="forms-success-title">
      <h2 id="forms-success-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {note ? <p>{note}</p> : null}
      {reference ? <p>{t("forms.referenceIs", { reference })}</p> : null}
      {children}
      {again ? (
        <p>
          <a href={again.href}>{again.label}</a>
        </p>
      ) : null}
    </section>
  );
}
