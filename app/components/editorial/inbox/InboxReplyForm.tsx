import { Form } from "react-router";
import type { InboxItem } from "@core/editorial/inbox/find-inbox-item";
import { REPLY_BODY_MAX_CHARS, REPLY_SUBJECT_MAX_CHARS } from "@core/editorial/inbox/inbox-forms";
import { KIND_TEMPLATES, type TemplatePurpose } from "@core/editorial/inbox/inbox-rules";
import { languageTag } from "@core/locale/language-tag";
import { useI18n } from "~/i18n/translate";
import { TextArea, TextField } from "~/components/forms/FormFields";
import { SubmitButton } from "~/components/forms/FormParts";
import { IntentForm } from "../IntentForm";
import { inboxForm, type InboxFormProps } from "./inbox-form";

interface Props extends InboxFormProps {
  item: InboxItem;
  /** The template chosen (`?template=`), filled in for this sender, or null. */
  draft: { purpose: TemplatePurpose; subject: string; body: string } | null;
}

/**
 * A reply by e-mail in the sender's language (ADR 0110): a template is chosen with a plain GET form and comes back
 * filled in, the editor reads and changes it, then sends it; the text as sent goes on the history.
 */
export function InboxReplyForm({ item, draft, ...props }: Props) {
  const { t } = useI18n();
  const { fieldsForm, field } = inboxForm(props, "reply");
  const { action } = props;
  const language = t(`editorial.inbox.language.${item.language}`);
  return (
    <section aria-labelledby="reply" className="inbox-section">
      <h2 id="reply" tabIndex={-1}>
        {t("editorial.inbox.reply.title")}
      </h2>
      {!item.email ? (
        <p>{t("editorial.inbox.reply.noEmail")}</p>
      ) : (
        <>
          <p className="forms-hint">{t("editorial.inbox.reply.to", { email: item.email, language })}</p>
          <Form method="get" action={action} className="editorial-filters" preventScrollReset>
            <label>
              {t("editorial.inbox.reply.template")}
              <select name="template" defaultValue={draft?.purpose ?? ""}>
                <option value="">{t("editorial.inbox.reply.noTemplate")}</option>
                {KIND_TEMPLATES[item.kind].map((p) => (
                  <option key={p} value={p}>
                    {t(`editorial.inbox.purpose.${p}`)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="forms-button forms-button--secondary">
              {t("editorial.inbox.reply.useTemplate")}
            </button>
          </Form>
          {draft ? <p className="forms-hint">{t("editorial.inbox.reply.filled", { language })}</p> : null}
          <IntentForm {...fieldsForm}>
            <TextField
              {...field("subject", draft?.subject)}
              label={t("editorial.inbox.reply.subject")}
              required
              maxLength={REPLY_SUBJECT_MAX_CHARS}
              lang={languageTag(item.language)}
              key={`subject-${draft?.purpose ?? ""}`}
            />
            <TextArea
              {...field("body", draft?.body)}
              label={t("editorial.inbox.reply.body")}
              hint={t("editorial.inbox.reply.bodyHint")}
              required
              rows={14}
              maxLength={REPLY_BODY_MAX_CHARS}
              lang={languageTag(item.language)}
              key={`body-${draft?.purpose ?? ""}`}
            />
            <SubmitButton label={t("editorial.inbox.reply.send")} action={action} />
          </IntentForm>
        </>
      )}
    </section>
  );
}
