import { Form } from "react-router";
import type { InboxItem } from "@core/editorial/inbox/find-inbox-item";
import { WAIVER_DECISIONS } from "@core/editorial/inbox/inbox-rules";
import { WAIVER_REASON_MAX_CHARS } from "@core/forms/limits";
import { useI18n } from "~/i18n/translate";
import { ChoiceGroup, TextArea, TextField } from "~/components/forms/FormFields";
import { FormAlert, FormMeta } from "~/components/forms/FormParts";
import type { FormActionData } from "~/lib/forms/form-action-data";

interface Props {
  waiver: NonNullable<InboxItem["waiver"]>;
  action: string;
  idempotencyKey: string;
  failed: Extract<FormActionData, { status: "error" }> | null;
}

/**
 * A submission's fee-waiver request as the SPEC has it (full or partial, with the author's reason; confidential to
 * the editors, SPEC §6), and its decision: recorded once, granted in full, in part with the share, or refused,
 * always with a reason (ADR 0110).
 */
export function WaiverDecision({ waiver, action, idempotencyKey, failed }: Props) {
  const { t } = useI18n();
  const mine = failed?.values.intent === "waiver" ? failed : null;
  const typed = (name: string) => {
    const value = mine?.values[name];
    return typeof value === "string" ? value : "";
  };
  const decided = waiver.decision;
  return (
    <section aria-labelledby="inbox-waiver" className="inbox-section inbox-waiver">
      <h2 id="inbox-waiver">{t("editorial.inbox.waiver.title")}</h2>
      <dl className="editorial-record">
        <dt>{t("forms.submission.waiver")}</dt>
        <dd>{t(`forms.submission.waiver.${waiver.requested}`)}</dd>
        <dt>{t("forms.submission.waiverReason")}</dt>
        <dd className="inbox-long">{waiver.reason || "–"}</dd>
        {decided ? (
          <>
            <dt>{t("editorial.inbox.waiver.decision")}</dt>
            <dd>
              <strong>{t(`editorial.inbox.history.waiver.${decided.decision}`, { share: decided.share })}</strong>
            </dd>
            <dt>{t("editorial.inbox.waiver.reason")}</dt>
            <dd className="inbox-long">{decided.reason}</dd>
          </>
        ) : null}
      </dl>
      {decided ? null : (
        <Form method="post" action={action} className="forms-form" noValidate>
          <FormMeta idempotencyKey={idempotencyKey} requiredNote={false} />
          <input type="hidden" name="intent" value="waiver" />
          <FormAlert message={mine?.formError} />
          <ChoiceGroup
            idPrefix="waiver"
            type="radio"
            name="decision"
            label={t("editorial.inbox.waiver.decision")}
            required
            options={WAIVER_DECISIONS.map((d) => ({ value: d, label: t(`editorial.inbox.waiver.option.${d}`) }))}
            error={mine?.errors.decision}
            defaultValue={typed("decision")}
          />
          <TextField
            idPrefix="waiver"
            name="share"
            label={t("editorial.inbox.waiver.share")}
            hint={t("editorial.inbox.waiver.shareHint")}
            inputMode="numeric"
            maxLength={2}
            error={mine?.errors.share}
            defaultValue={typed("share")}
          />
          <TextArea
            idPrefix="waiver"
            name="reason"
            label={t("editorial.inbox.waiver.reason")}
            required
            rows={4}
            maxLength={WAIVER_REASON_MAX_CHARS}
            error={mine?.errors.reason}
            defaultValue={typed("reason")}
          />
          <button type="submit" className="forms-button">
            {t("editorial.inbox.waiver.record")}
          </button>
        </Form>
      )}
    </section>
  );
}
