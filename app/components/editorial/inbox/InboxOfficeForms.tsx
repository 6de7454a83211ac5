import type { AmbassadorListing } from "@core/editorial/inbox/change-inbox-status";
import type { InboxItem } from "@core/editorial/inbox/find-inbox-item";
import type { AssignableEditor } from "@core/editorial/inbox/list-assignable-editors";
import { INBOX_NOTE_MAX_CHARS } from "@core/editorial/inbox/inbox-forms";
import { nextStatuses, type InboxStatus } from "@core/editorial/inbox/inbox-rules";
import { useI18n } from "~/i18n/translate";
import { TextArea, TextField } from "~/components/forms/FormFields";
import { FormAlert } from "~/components/forms/FormParts";
import { keptField } from "../form-values";
import { InlineField } from "../InlineField";
import { IntentForm } from "../IntentForm";
import { inboxForm, type InboxFormProps } from "./inbox-form";
import { InboxStatusBadge } from "./InboxStatusBadge";
import { OfficeSection } from "../RecordParts";

interface Props extends InboxFormProps {
  item: InboxItem;
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
export function InboxStatusForms({ item, listing, ...props }: Props & { listing: AmbassadorListing | null }) {
  const { t } = useI18n();
  const { mine, form } = inboxForm(props, "status");
  const label = (to: InboxStatus) =>
    t(
      to === "in_progress" && item.status === "closed"
        ? "editorial.inbox.action.reopen"
        : `editorial.inbox.action.${to}`,
    );
  const next = nextStatuses(item.kind, item.status);
  return (
    <OfficeSection id="inbox-status" className="inbox-section" title={t("editorial.inbox.col.status")}>
      <p>
        <InboxStatusBadge status={item.status} />
      </p>
      <FormAlert message={mine?.formError ?? (mine?.errors.to ? "forms.failed" : null)} />
      {next.length === 0 ? <p className="forms-hint">{t("editorial.inbox.final")}</p> : null}
      <div className="editorial-actions">
        {next
          .filter((to) => !(to === "accepted" && listing))
          .map((to) => (
            <IntentForm {...form} key={to} className="editorial-inline-form">
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
            </IntentForm>
          ))}
      </div>
      {listing && next.includes("accepted") ? (
        <IntentForm
          {...form}
          className="forms-form inbox-listing"
          noValidate
          button={t("editorial.inbox.action.acceptAndList")}
        >
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
                {...keptField(mine, name, listing[name])}
                label={t(key)}
                required
                maxLength={max}
              />
            ))}
          </fieldset>
        </IntentForm>
      ) : null}
    </OfficeSection>
  );
}

/** Who works on the item: one of the editors, or nobody. */
export function InboxAssignForm({
  item,
  editors,
  me,
  ...props
}: Props & { editors: readonly AssignableEditor[]; me: number }) {
  const { t } = useI18n();
  const { mine, form } = inboxForm(props, "assign");
  const error = mine?.errors.assignee ?? mine?.formError ?? undefined;
  const current = item.assignee ? String(item.assignee.id) : "";
  return (
    <OfficeSection id="inbox-assignee" className="inbox-section" title={t("editorial.inbox.col.assignee")}>
      <p>{item.assignee?.name ?? t("editorial.inbox.nobody")}</p>
      <IntentForm {...form} className="forms-form" noValidate>
        <input type="hidden" name="expectedAssignee" value={current} />
        <InlineField
          id="inbox-assign"
          label={t("editorial.inbox.assignTo")}
          error={error}
          button={t("editorial.inbox.assign")}
        >
          {(control) => (
            <select {...control} name="assignee" defaultValue={keptField(mine, "assignee", current).defaultValue}>
              <option value="">{t("editorial.inbox.nobody")}</option>
              {editors.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.id === me ? t("editorial.inbox.me", { name: e.name }) : e.name}
                </option>
              ))}
            </select>
          )}
        </InlineField>
      </IntentForm>
    </OfficeSection>
  );
}

/** An internal note: kept on the history for the office, never sent. */
export function InboxNoteForm(props: InboxFormProps) {
  const { t } = useI18n();
  const { fieldsForm, field } = inboxForm(props, "note", "inbox");
  return (
    <OfficeSection id="inbox-note" className="inbox-section" title={t("editorial.inbox.note.title")}>
      <IntentForm
        {...fieldsForm}
        button={t("editorial.inbox.note.add")}
        buttonClass="forms-button forms-button--secondary"
      >
        <TextArea
          {...field("note")}
          label={t("editorial.inbox.note.label")}
          hint={t("editorial.inbox.note.hint")}
          required
          rows={4}
          maxLength={INBOX_NOTE_MAX_CHARS}
        />
      </IntentForm>
    </OfficeSection>
  );
}
