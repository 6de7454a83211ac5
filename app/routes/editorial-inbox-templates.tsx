import "~/i18n/office-messages";
import { Form, useActionData } from "react-router";
import type { Route } from "./+types/editorial-inbox-templates";
import { inboxTemplateForm, REPLY_BODY_MAX_CHARS, REPLY_SUBJECT_MAX_CHARS } from "@core/editorial/inbox/inbox-forms";
import { INBOX_KINDS, TEMPLATE_PLACEHOLDERS } from "@core/editorial/inbox/inbox-rules";
import { listInboxTemplates, type InboxTemplate } from "@core/editorial/inbox/list-inbox-templates";
import { updateInboxTemplate } from "@core/editorial/inbox/update-inbox-template";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { EditorialNav } from "~/components/editorial/EditorialNav";
import { InboxTabs } from "~/components/editorial/inbox/InboxTabs";
import { TextArea, TextField } from "~/components/forms/FormFields";
import { FormAlert, FormMeta } from "~/components/forms/FormParts";
import type { FormActionData } from "~/lib/forms/form-action-data";
import { newIdempotencyKey } from "~/lib/forms/new-idempotency-key.server";
import { runFormAction, type SubmitOutcome } from "~/lib/forms/run-form-action.server";
import { requireEditor } from "~/lib/editorial.server";
import { guardLanguage } from "~/lib/language-guard.server";
import "~/styles/forms.css";
import "~/styles/editorial.css";
import "~/styles/editorial-inbox.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(request, context);
  const saved = new URL(request.url).searchParams.get("saved");
  const templates = await listInboxTemplates(context.db);
  return {
    templates,
    saved: templates.some((x) => `${x.kind}.${x.purpose}` === saved) ? saved : null,
    idempotencyKey: newIdempotencyKey(),
  };
}

export async function action(args: Route.ActionArgs) {
  const { actor } = await requireEditor(args.request, args.context);
  const lang = guardLanguage(args.request);
  return runFormAction(args, {
    name: "editorial",
    form: inboxTemplateForm,
    async submit({ db, values }): Promise<SubmitOutcome> {
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
      return {
        ok: true,
        reference: null,
        emailIds: [],
        redirectTo: `/${lang}/editorial/inbox/templates?saved=${key}#template-${values.kind}-${values.purpose}`,
      };
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
  failed: Extract<FormActionData, { status: "error" }> | null;
  saved: boolean;
}) {
  const { lang, t } = useI18n();
  const id = `template-${template.kind}-${template.purpose}`;
  const mine = failed?.values.kind === template.kind && failed.values.purpose === template.purpose ? failed : null;
  const value = (name: string, stored: string) => {
    const typed = mine?.values[name];
    return typeof typed === "string" ? typed : stored;
  };
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
                  name={`subject${suffix}`}
                  label={t("editorial.inbox.templates.subject", { language })}
                  required
                  maxLength={REPLY_SUBJECT_MAX_CHARS}
                  lang={suffix === "En" ? "en" : "zh-CN"}
                  error={mine?.errors[`subject${suffix}`]}
                  defaultValue={value(`subject${suffix}`, text.subject)}
                />
                <TextArea
                  idPrefix={id}
                  name={`body${suffix}`}
                  label={t("editorial.inbox.templates.body", { language })}
                  required
                  rows={12}
                  maxLength={REPLY_BODY_MAX_CHARS}
                  lang={suffix === "En" ? "en" : "zh-CN"}
                  error={mine?.errors[`body${suffix}`]}
                  defaultValue={value(`body${suffix}`, text.body)}
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
    <main id="main" className="container forms-page editorial-page">
      <PageHead title={t("editorial.inbox.templates.title")} noindex />
      <EditorialNav />
      <h1>{t("editorial.inbox.templates.title")}</h1>
      <InboxTabs />
      <p className="forms-lead">{t("editorial.inbox.templates.intro")}</p>
      <p className="forms-hint">
        {t("editorial.inbox.templates.placeholders", { list: TEMPLATE_PLACEHOLDERS.map((p) => `{${p}}`).join(" ") })}
      </p>
      {saved && !result ? (
        <p className="editorial-notice" role="status">
          {t("editorial.inbox.templates.saved")}
        </p>
      ) : null}
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
    </main>
  );
}
