import "~/i18n/office-messages";
import { Form, Link } from "react-router";
import type { Route } from "./+types/editorial-special-issues";
import { formatDate } from "@core/dates/format-date";
import { isoDay } from "@core/dates/iso-day";
import { createSpecialIssue } from "@core/editorial/special-issues/create-special-issue";
import { listEditorialSpecialIssues } from "@core/editorial/special-issues/list-editorial-special-issues";
import { SPECIAL_ISSUE_COVERS, specialIssueDetailsOf, specialIssueForm } from "@core/editorial/special-issues/special-issue-forms";
import type { RawFormValues } from "@core/forms/parse-form-values";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { CollectionFields } from "~/components/editorial/CollectionFields";
import { EditorialNav } from "~/components/editorial/EditorialNav";
import { FormAlert, FormMeta, SubmitButton } from "~/components/forms/FormParts";
import { useFormPage } from "~/components/forms/use-form-page";
import { newIdempotencyKey } from "~/lib/forms/new-idempotency-key.server";
import { runFormAction, type SubmitOutcome } from "~/lib/forms/run-form-action.server";
import { requireEditor } from "~/lib/editorial.server";
import { guardLanguage } from "~/lib/language-guard.server";
import { RecordTable } from "~/components/editorial/RecordTable";
import "~/styles/forms.css";
import "~/styles/editorial.css";
import "~/styles/editorial-issues.css";
import "~/styles/editorial-collections.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(request, context);
  const specialIssues = await listEditorialSpecialIssues(context.db);
  return { specialIssues, today: isoDay(), idempotencyKey: newIdempotencyKey() };
}

export async function action(args: Route.ActionArgs) {
  const { actor } = await requireEditor(args.request, args.context);
  const { db } = args.context;
  const lang = guardLanguage(args.request);
  return runFormAction(args, {
    name: "editorial",
    form: specialIssueForm,
    async submit({ values }): Promise<SubmitOutcome> {
      const created = await createSpecialIssue(db, specialIssueDetailsOf(values), actor);
      if (!created.ok) return { ok: false, errors: { slug: "editorial.special.error.slugTaken" } };
      return { ok: true, reference: null, emailIds: [], redirectTo: `/${lang}/editorial/special-issues/${created.id}?done=create` };
    },
  });
}

/** /{lang}/editorial/special-issues: every special issue, draft or published, and the form that creates one (ADR 0106). */
export default function EditorialSpecialIssuesPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { result, errors, formProps } = useFormPage(specialIssueForm);
  const { specialIssues, today, idempotencyKey } = loaderData;
  const values: RawFormValues = result?.status === "error" ? result.values : { coverUrl: SPECIAL_ISSUE_COVERS[0]!, publishedOn: today };
  const action = `/${lang}/editorial/special-issues`;
  const title = (en: string, cn: string) => (lang === "cn" && cn ? cn : en);

  return (
    <main id="main" className="container forms-page editorial-page">
      <PageHead title={t("editorial.special.title")} noindex />
      <EditorialNav />
      <h1>{t("editorial.special.title")}</h1>
      <p className="forms-lead">{t("editorial.special.intro")}</p>

      <section aria-labelledby="editorial-special-list">
        <h2 id="editorial-special-list">{t("editorial.special.list")}</h2>
        {specialIssues.length === 0 ? (
          <p>{t("editorial.special.none")}</p>
        ) : (
          <RecordTable
            head={[t("editorial.special.col.title"), t("editorial.special.col.date"), t("editorial.special.col.protocols"), t("editorial.special.col.state")]}
            rows={specialIssues}
            rowKey={(s) => s.id}
            cells={(s) => (
              <>
                    <td>
                      <Link to={`/${lang}/editorial/special-issues/${s.id}`}>{title(s.titleEn, s.titleCn)}</Link>
                      <div className="forms-hint">{s.slug}</div>
                    </td>
                    <td>{formatDate(s.publishedOn, lang)}</td>
                    <td>{s.protocolCount}</td>
                    <td>
                      <span className={`editorial-issue-state editorial-issue-state--${s.state}`}>{t(`editorial.collections.state.${s.state}`)}</span>
                    </td>
              </>
            )}
          />
        )}
      </section>

      <section aria-labelledby="editorial-special-new">
        <h2 id="editorial-special-new">{t("editorial.special.new")}</h2>
        <p className="forms-hint">{t("editorial.special.newHint")}</p>
        <Form method="post" action={action} className="forms-form" {...formProps}>
          <FormMeta idempotencyKey={idempotencyKey} />
          <FormAlert message={result?.status === "error" ? result.formError : null} />
          <CollectionFields values={values} errors={errors} idPrefix="special" covers={SPECIAL_ISSUE_COVERS} withDate />
          <div className="editorial-actions">
            <SubmitButton label={t("editorial.special.create")} action={action} />
          </div>
        </Form>
      </section>
    </main>
  );
}
