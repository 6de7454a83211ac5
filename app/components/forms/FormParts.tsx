import { useEffect, useRef, type ReactNode } from "react";
import { useNavigation } from "react-router";
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from "@core/forms/form-protocol";
import { useI18n, type MessageKey } from "~/i18n/translate";

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
