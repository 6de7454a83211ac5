import "virtual:messages/with/forms";
import type { InboxItem } from "@core/editorial/inbox/find-inbox-item";
import { WAIVER_DECISIONS } from "@core/editorial/inbox/inbox-rules";
import { WAIVER_REASON_MAX_CHARS } from "@core/forms/limits";
import { useI18n } from "~/i18n/translate";
import { ChoiceGroup, TextArea, TextField } from "~/components/forms/FormFields";
import { IntentForm } from "../IntentForm";
import { inboxForm, type InboxFormProps } from "./inbox-form";
import { OfficeSection } from "../RecordParts";

interface Props extends InboxFormProps {
  waiver: NonNullable<InboxItem["waiver"]>;
}

/**
 * A submission's fee-waiver request as the SPEC has it (full or partial, with the author's reason; confidential to
 * the editors, SPEC §6), and its decision: recorded once, granted in full, in part with the share, or refused,
 * always with a reason (ADR 0110).
 */
export function WaiverDecision({ waiver, ...props }: Props) {
  const { t } = useI18n();
  const { fieldsForm, field } = inboxForm(props, "waiver");
  const decided = waiver.decision;
  return (
    <OfficeSection id="inbox-waiver" className="inbox-section inbox-waiver" title={t("editorial.inbox.waiver.title")}>
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
        <IntentForm {...fieldsForm} button={t("editorial.inbox.waiver.record")}>
          <ChoiceGroup
            type="radio"
            {...field("decision")}
            label={t("editorial.inbox.waiver.decision")}
            required
            options={WAIVER_DECISIONS.map((d) => ({ value: d, label: t(`editorial.inbox.waiver.option.${d}`) }))}
          />
          <TextField
            {...field("share")}
            label={t("editorial.inbox.waiver.share")}
            hint={t("editorial.inbox.waiver.shareHint")}
            inputMode="numeric"
            maxLength={2}
          />
          <TextArea
            {...field("reason")}
            label={t("editorial.inbox.waiver.reason")}
            required
            rows={4}
            maxLength={WAIVER_REASON_MAX_CHARS}
          />
        </IntentForm>
      )}
    </OfficeSection>
  );
}
