import { formatDate } from "@core/dates/format-date";
import { protocolActionForm } from "@core/editorial/protocol-page-form";
import { NOTICE_KINDS, NOTICE_TEXT_MAX_CHARS, type ProtocolNotice } from "@core/editorial/notices/notice-rules";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { SelectField, TextArea, TextField } from "~/components/forms/FormFields";
import { firstValue } from "~/components/forms/echo-values";
import { useFormPage } from "~/components/forms/use-form-page";
import { refusedFor } from "./form-values";
import { IntentForm } from "./IntentForm";
import { DoneNotice, OfficeSection } from "./RecordParts";

interface Props {
  notices: ProtocolNotice[];
  /** Why no notice can be issued here ("retracted", "preprint"), or null. */
  closed: "retracted" | "preprint" | null;
  today: string;
  idempotencyKey: string;
  /** Set after a notice was issued (the page's `?done=notice`). */
  issued: boolean;
}

/**
 * The notices of a protocol online and the form that issues one (ADR 0104): kind, date (today by default),
 * the text in English (required) and Chinese (encouraged). Server-rendered, one POST with intent "notice";
 * a refused or invalid post comes back with every value kept and the message by its field.
 */
export function NoticeForm({ notices, closed, today, idempotencyKey, issued }: Props) {
  const { lang, t } = useI18n();
  const { result, errors, formProps } = useFormPage(protocolActionForm);
  const failed = refusedFor(result, "notice");
  // A field's name, label (editorial.notices.field.{label}), what was sent before a refused post, and its error.
  const field = (
    name: "kind" | "noticeOn" | "textEn" | "textCn",
    label: "kind" | "date" | "textEn" | "textCn",
    fallback = "",
  ) => ({
    idPrefix: "notice",
    name,
    label: t(`editorial.notices.field.${label}`),
    defaultValue: failed ? firstValue(failed.values[name]) : fallback,
    error: errors[name] ?? undefined,
  });
  return (
    <OfficeSection id="editorial-notices" className="editorial-notices" title={t("editorial.notices.title")}>
      <DoneNotice text={issued && !failed ? t("editorial.notices.issued") : null} />
      {notices.length === 0 ? (
        <p>{t("editorial.notices.none")}</p>
      ) : (
        <ul className="editorial-notice-list">
          {notices.map((n) => (
            <li key={n.id}>
              <strong>{t(`reading.notice.kind.${n.kind}` as MessageKey)}</strong>, {formatDate(n.noticeOn, lang)}
              {n.doi ? (
                <>
                  {" · "}
                  <a href={`/${lang}/notice?id=${n.id}`}>{n.doi}</a>
                </>
              ) : null}
              {n.textCn ? null : <span className="forms-hint"> · {t("editorial.notices.noChinese")}</span>}
            </li>
          ))}
        </ul>
      )}
      {closed ? (
        <p className="forms-hint">{t(`editorial.notices.closed.${closed}` as MessageKey)}</p>
      ) : (
        <IntentForm
          intent="notice"
          idempotencyKey={idempotencyKey}
          refusal={failed?.formError}
          className="forms-form"
          {...formProps}
          button={t("editorial.notices.submit")}
        >
          <p className="forms-hint">{t("editorial.notices.hint")}</p>
          <SelectField
            {...field("kind", "kind")}
            required
            placeholder={t("editorial.notices.field.kindChoose")}
            options={NOTICE_KINDS.map((k) => ({ value: k, label: t(`reading.notice.kind.${k}` as MessageKey) }))}
          />
          <TextField
            {...field("noticeOn", "date", today)}
            required
            hint={t("editorial.notices.field.dateHint")}
            maxLength={10}
          />
          <div className="editorial-columns">
            <TextArea {...field("textEn", "textEn")} lang="en" required rows={6} maxLength={NOTICE_TEXT_MAX_CHARS} />
            <TextArea
              {...field("textCn", "textCn")}
              lang="zh-CN"
              hint={t("editorial.notices.field.textCnHint")}
              rows={6}
              maxLength={NOTICE_TEXT_MAX_CHARS}
            />
          </div>
        </IntentForm>
      )}
    </OfficeSection>
  );
}
