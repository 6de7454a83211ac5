import { Form } from "react-router";
import type { AmbassadorListing } from "@core/editorial/inbox/change-inbox-status";
import type { InboxItem } from "@core/editorial/inbox/find-inbox-item";
import type { AssignableEditor } from "@core/editorial/inbox/list-assignable-editors";
import { INBOX_NOTE_MAX_CHARS } from "@core/editorial/inbox/inbox-forms";
import { nextStatuses, type InboxStatus } from "@core/editorial/inbox/inbox-rules";
import { useI18n } from "~/i18n/translate";
import { FieldError, TextArea, TextField } from "~/components/forms/FormFields";
import { FormAlert, FormMeta } from "~/components/forms/FormParts";
import type { FormActionData } from "~/lib/forms/form-action-data";
import { InboxStatusBadge } from "./InboxStatusBadge";

type Failed = Extract<FormActionData, { status: "error" }> | null;

interface Props {
  item: InboxItem;
  action: string;
  idempotencyKey: string;
  failed: Failed;
}

const typed = (failed: Failed, name: string, fallback = "") => {
  const value = failed?.values[name];
  return typeof value === "string" ? value : fallback;
};

function Meta({ idempotencyKey, intent }: { idempotencyKey: string; intent: string }) {
  return (
    <>
      <FormMeta idempotencyKey={idempotencyKey} requiredNote={false} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

const LISTING_FIELDS = [
  ["nameEn", "editorial.inbox.listing.nameEn", 200],
  ["nameCn", "editorial.inbox.listing.nameCn", 200],
  ["institutionEn", "editorial.inbox.listing.institutionEn", 300],
  ["institutionCn", "editorial.inbox.listing.institutionCn", 300],
  ["countryEn", "editorial.inbox.listing.countryEn", 100],
  ["countryCn", "editorial.inbox.listing.countryCn", 100],
] as const;

/** The status the item is in and a button for each status it may go to next (ADR 0110). */
export function InboxStatusForms({
  item,
  action,
  idempotencyKey,
  failed,
  listing,
}: Props & { listing: AmbassadorListing | null }) {
  const { t } = useI18n();
  const mine = failed?.values.intent === "status" ? failed : null;
  const label = (to: InboxStatus) =>
    t(
      to === "in_progress" && item.status === "closed"
        ? "editorial.inbox.action.reopen"
        : `editorial.inbox.action.${to}`,
    );
  const next = nextStatuses(item.kind, item.status);
  return (
    <section aria-labelledby="inbox-status" className="inbox-section">
      <h2 id="inbox-status">{t("editorial.inbox.col.status")}</h2>
      <p>
        <InboxStatusBadge status={item.status} />
      </p>
      <FormAlert message={mine?.formError ?? (mine?.errors.to ? "forms.failed" : null)} />
      {next.length === 0 ? <p className="forms-hint">{t("editorial.inbox.final")}</p> : null}
      <div className="editorial-actions">
        {next
          .filter((to) => !(to === "accepted" && listing))
          .map((to) => (
            <Form method="post" action={action} key={to} className="editorial-inline-form">
              <Meta idempotencyKey={idempotencyKey} intent="status" />
              <input type="hidden" name="from" value={item.status} />
              <input type="hidden" name="to" value={to} />
              <button
                type="submit"
                className={
                  to === "declined" || to === "closed" ? "forms-button forms-button--secondary" : "forms-button"
                }
              >
                {label(to)}
              </button>
            </Form>
          ))}
      </div>
      {listing && next.includes("accepted") ? (
        <Form method="post" action={action} className="forms-form inbox-listing" noValidate>
          <Meta idempotencyKey={idempotencyKey} intent="status" />
          <input type="hidden" name="from" value={item.status} />
          <input type="hidden" name="to" value="accepted" />
          <input type="hidden" name="listing" value="1" />
          <fieldset className="editorial-author">
            <legend>{t("editorial.inbox.listing.legend")}</legend>
            <p className="forms-hint">{t("editorial.inbox.listing.hint")}</p>
            {LISTING_FIELDS.map(([name, key, max]) => (
              <TextField
                key={name}
                idPrefix="listing"
                name={name}
                label={t(key)}
                required
                maxLength={max}
                error={mine?.errors[name]}
                defaultValue={typed(mine, name, listing[name])}
              />
            ))}
          </fieldset>
          <button type="submit" className="forms-button">
            {t("editorial.inbox.action.acceptAndList")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

/** Who works on the item: one of the editors, or nobody. */
export function InboxAssignForm({
  item,
  action,
  idempotencyKey,
  failed,
  editors,
  me,
}: Props & { editors: readonly AssignableEditor[]; me: number }) {
  const { t } = useI18n();
  const mine = failed?.values.intent === "assign" ? failed : null;
  const error = mine?.errors.assignee ?? mine?.formError ?? undefined;
  const current = item.assignee ? String(item.assignee.id) : "";
  return (
    <section aria-labelledby="inbox-assignee" className="inbox-section">
      <h2 id="inbox-assignee">{t("editorial.inbox.col.assignee")}</h2>
      <p>{item.assignee?.name ?? t("editorial.inbox.nobody")}</p>
      <Form method="post" action={action} className="forms-form" noValidate>
        <Meta idempotencyKey={idempotencyKey} intent="assign" />
        <input type="hidden" name="expectedAssignee" value={current} />
        <div className={`forms-field${error ? " has-error" : ""}`}>
          <label className="forms-label" htmlFor="inbox-assign">
            {t("editorial.inbox.assignTo")}
          </label>
          <div className="editorial-inline-form">
            <select
              id="inbox-assign"
              name="assignee"
              defaultValue={typed(mine, "assignee", current)}
              aria-describedby="inbox-assign-error"
              aria-invalid={error ? true : undefined}
            >
              <option value="">{t("editorial.inbox.nobody")}</option>
              {editors.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.id === me ? t("editorial.inbox.me", { name: e.name }) : e.name}
                </option>
              ))}
            </select>
            <button type="submit" className="forms-button">
              {t("editorial.inbox.assign")}
            </button>
          </div>
          <FieldError id="inbox-assign-error" message={error} />
        </div>
      </Form>
    </section>
  );
}

/** An internal note: kept on the history for the office, never sent. */
export function InboxNoteForm({ action, idempotencyKey, failed }: Omit<Props, "item">) {
  const { t } = useI18n();
  const mine = failed?.values.intent === "note" ? failed : null;
  return (
    <section aria-labelledby="inbox-note" className="inbox-section">
      <h2 id="inbox-note">{t("editorial.inbox.note.title")}</h2>
      <Form method="post" action={action} className="forms-form" noValidate>
        <Meta idempotencyKey={idempotencyKey} intent="note" />
        <FormAlert message={mine?.formError} />
        <TextArea
          idPrefix="inbox"
          name="note"
          label={t("editorial.inbox.note.label")}
          hint={t("editorial.inbox.note.hint")}
          required
          rows={4}
          maxLength={INBOX_NOTE_MAX_CHARS}
          error={mine?.errors.note}
          defaultValue={typed(mine, "note")}
        />
        <button type="submit" className="forms-button forms-button--secondary">
          {t("editorial.inbox.note.add")}
        </button>
      </Form>
    </section>
  );
}
