import "virtual:messages/with/office";
import { Form, useActionData } from "react-router";
import type { Route } from "./+types/editorial-inbox-templates";
import { inboxTemplateForm, REPLY_BODY_MAX_CHARS, REPLY_SUBJECT_MAX_CHARS } from "@core/editorial/inbox/inbox-forms";
import { INBOX_KINDS, TEMPLATE_PLACEHOLDERS } from "@core/editorial/inbox/inbox-rules";
import { listInboxTemplates, type InboxTemplate } from "@core/editorial/inbox/list-inbox-templates";
import { updateInboxTemplate } from "@core/editorial/inbox/update-inbox-template";
import { useI18n } from "~/i18n/translate";
import { InboxTabs } from "~/components/editorial/inbox/InboxTabs";
import { keptField, type Refused } from "~/components/editorial/form-values";
import { DoneNotice, OfficePage } from "~/components/editorial/RecordParts";
import { TextArea, TextField } from "~/components/forms/FormFields";
import { FormAlert, FormMeta } from "~/components/forms/FormParts";
import type { FormActionData } from "~/lib/forms/form-action-data";
import type { SubmitOutcome } from "~/lib/forms/run-form-action.server";
import { loadOfficePage, redirectTo, runEditorAction } from "~/lib/editorial-office-page.server";
import "~/styles/editorial.css";
import "~/styles/editorial-inbox.css";

export const loader = (args: Route.LoaderArgs) =>
  loadOfficePage(args, async ({ db, search }) => {
    // The page comes back with `?saved=<kind>.<purpose>`: that template is shown open, with the notice.
    const saved = search.get("saved");
    const templates = await listInboxTemplates(db);
    return { templates, saved: templates.some((x) => `${x.kind}.${x.purpose}` === saved) ? saved : null };
  });

export async function action(args: Route.ActionArgs) {
  return runEditorAction(args, {
    form: inboxTemplateForm,
    async submit({ db, values, actor, lang }): Promise<SubmitOutcome> {
      const saved = await updateInboxTemplate(
        db,
        {
          kind: values.kind,
          purpose: values.purpose,
          en: { subject: values.subjectEn, body: values.bodyEn, version: values.versionEn },
          cn: { subject: values.subjectCn, body: values.bodyCn, version: values.versionCn },
        },
        actor,
      );
      if (!saved.ok)
        return {
          ok: false,
          formError: saved.reason === "stale" ? "editorial.inbox.templates.error.stale" : "forms.failed",
        };
      const key = `${values.kind}.${values.purpose}`;
      return redirectTo(`/${lang}/editorial/inbox/templates?saved=${key}#template-${values.kind}-${values.purpose}`);
    },
  });
}

function TemplateForm({
  template,
  idempotencyKey,
  failed,
  saved,
}: {
  template: InboxTemplate;
  idempotencyKey: string;
  failed: Refused;
  saved: boolean;
}) {
  const { lang, t } = useI18n();
  const id = `template-${template.kind}-${template.purpose}`;
  const mine = failed?.values.kind === template.kind && failed.values.purpose === template.purpose ? failed : null;
  return (
    <details className="inbox-template" open={mine || saved ? true : undefined}>
      <summary id={id}>{t(`editorial.inbox.purpose.${template.purpose}`)}</summary>
      <Form method="post" action={`/${lang}/editorial/inbox/templates`} className="forms-form" noValidate>
        <FormMeta idempotencyKey={idempotencyKey} requiredNote={false} />
        <input type="hidden" name="kind" value={template.kind} />
        <input type="hidden" name="purpose" value={template.purpose} />
        <input type="hidden" name="versionEn" value={template.en.version} />
        <input type="hidden" name="versionCn" value={template.cn.version} />
        <FormAlert message={mine?.formError} />
        <div className="editorial-columns">
          {(["En", "Cn"] as const).map((suffix) => {
            const text = suffix === "En" ? template.en : template.cn;
            const language = t(`editorial.inbox.language.${suffix === "En" ? "en" : "cn"}`);
            return (
              <div key={suffix}>
                <TextField
                  idPrefix={id}
                  {...keptField(mine, `subject${suffix}`, text.subject)}
                  label={t("editorial.inbox.templates.subject", { language })}
                  required
                  maxLength={REPLY_SUBJECT_MAX_CHARS}
                  lang={suffix === "En" ? "en" : "zh-CN"}
                />
                <TextArea
                  idPrefix={id}
                  {...keptField(mine, `body${suffix}`, text.body)}
                  label={t("editorial.inbox.templates.body", { language })}
                  required
                  rows={12}
                  maxLength={REPLY_BODY_MAX_CHARS}
                  lang={suffix === "En" ? "en" : "zh-CN"}
                />
              </div>
            );
          })}
        </div>
        <button type="submit" className="forms-button">
          {t("editorial.inbox.templates.save")}
        </button>
      </Form>
    </details>
  );
}

/** /{lang}/editorial/inbox/templates: the reply e-mails per kind and purpose, in both languages (ADR 0110). */
export default function EditorialInboxTemplatesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const result = useActionData<FormActionData>();
  const { templates, saved, idempotencyKey } = loaderData;
  const failed = result?.status === "error" ? result : null;
  return (
    <OfficePage title={t("editorial.inbox.templates.title")}>
      <InboxTabs />
      <p className="forms-lead">{t("editorial.inbox.templates.intro")}</p>
      <p className="forms-hint">
        {t("editorial.inbox.templates.placeholders", { list: TEMPLATE_PLACEHOLDERS.map((p) => `{${p}}`).join(" ") })}
      </p>
      <DoneNotice text={saved && !result ? t("editorial.inbox.templates.saved") : null} />
      {INBOX_KINDS.map((kind) => (
        <section key={kind} aria-labelledby={`templates-${kind}`} className="inbox-section">
          <h2 id={`templates-${kind}`}>{t(`editorial.inbox.kinds.${kind}`)}</h2>
          {templates
            .filter((x) => x.kind === kind)
            .map((x) => (
              <TemplateForm
                key={`${x.kind}.${x.purpose}`}
                template={x}
                idempotencyKey={idempotencyKey}
                failed={failed}
                saved={saved === `${x.kind}.${x.purpose}`}
              />
            ))}
        </section>
      ))}
    </OfficePage>
  );
}
