import "virtual:messages/with/office";
import { Link } from "react-router";
import type { Route } from "./+types/editorial-special-issues";
import { formatDate } from "@core/dates/format-date";
import { isoDay } from "@core/dates/iso-day";
import { createSpecialIssue } from "@core/editorial/special-issues/create-special-issue";
import { listEditorialSpecialIssues } from "@core/editorial/special-issues/list-editorial-special-issues";
import { SPECIAL_ISSUE_COVERS, specialIssueDetailsOf, specialIssueForm } from "@core/editorial/special-issues/special-issue-forms";
import type { RawFormValues } from "@core/forms/parse-form-values";
import { useI18n } from "~/i18n/translate";
import { CollectionFields } from "~/components/editorial/CollectionFields";
import { RecordListPage } from "~/components/editorial/ListPageParts";
import { FormAlert } from "~/components/forms/FormParts";
import { loadOfficePage, redirectTo, runEditorAction } from "~/lib/editorial-office-page.server";
import { useFormPage } from "~/components/forms/use-form-page";
import type { SubmitOutcome } from "~/lib/forms/run-form-action.server";
import "~/styles/editorial.css";
import "~/styles/editorial-issues.css";
import "~/styles/editorial-collections.css";

export const loader = (args: Route.LoaderArgs) =>
  loadOfficePage(args, async ({ db }) => ({ specialIssues: await listEditorialSpecialIssues(db), today: isoDay() }));

export async function action(args: Route.ActionArgs) {
  return runEditorAction(args, {
    form: specialIssueForm,
    async submit({ db, values, actor, lang }): Promise<SubmitOutcome> {
      const created = await createSpecialIssue(db, specialIssueDetailsOf(values), actor);
      if (!created.ok) return { ok: false, errors: { slug: "editorial.special.error.slugTaken" } };
      return redirectTo(`/${lang}/editorial/special-issues/${created.id}?done=create`);
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
    <RecordListPage
      area="special"
      rows={specialIssues}
      head={[t("editorial.special.col.title"), t("editorial.special.col.date")]}
      cells={(s) => (
        <>
          <td>
            <Link to={`/${lang}/editorial/special-issues/${s.id}`}>{title(s.titleEn, s.titleCn)}</Link>
            <div className="forms-hint">{s.slug}</div>
          </td>
          <td>{formatDate(s.publishedOn, lang)}</td>
        </>
      )}
      stateLabel={(s) => t(`editorial.collections.state.${s.state}`)}
      action={action}
      idempotencyKey={idempotencyKey}
      formProps={formProps}
    >
      <FormAlert message={result?.status === "error" ? result.formError : null} />
      <CollectionFields values={values} errors={errors} idPrefix="special" covers={SPECIAL_ISSUE_COVERS} withDate />
    </RecordListPage>
  );
}
