import "virtual:messages/with/office";
import { Link } from "react-router";
import type { Route } from "./+types/editorial-issues";
import { formatDate } from "@core/dates/format-date";
import { isoDay } from "@core/dates/iso-day";
import { createIssue } from "@core/editorial/issues/create-issue";
import { ISSUE_COVERS, issueForm } from "@core/editorial/issues/issue-forms";
import { listEditorialIssues } from "@core/editorial/issues/list-editorial-issues";
import type { RawFormValues } from "@core/forms/parse-form-values";
import { useI18n } from "~/i18n/translate";
import { DetailField, type DetailFieldProps } from "~/components/editorial/DetailField";
import { RecordListPage } from "~/components/editorial/ListPageParts";
import { firstValue } from "~/components/forms/echo-values";
import { FieldError } from "~/components/forms/FormFields";
import { FormAlert } from "~/components/forms/FormParts";
import { loadOfficePage, redirectTo, runEditorAction } from "~/lib/editorial-office-page.server";
import { useFormPage } from "~/components/forms/use-form-page";
import type { SubmitOutcome } from "~/lib/forms/run-form-action.server";
import "~/styles/editorial.css";
import "~/styles/editorial-issues.css";

export const loader = (args: Route.LoaderArgs) =>
  loadOfficePage(args, async ({ db }) => {
    const issues = await listEditorialIssues(db);
    // The form suggests the next issue: the newest volume's next number, or a new volume in a new year.
    const today = isoDay();
    const year = Number(today.slice(0, 4));
    const newest = issues[0];
    const next = !newest
      ? { volume: 1, year, number: 1 }
      : newest.year >= year
        ? { volume: newest.volume, year: newest.year, number: newest.number + 1 }
        : { volume: newest.volume + 1, year, number: 1 };
    const values: RawFormValues = { volume: String(next.volume), year: String(next.year), number: String(next.number), publishedOn: today, coverUrl: "" };
    return { issues, values };
  });

export async function action(args: Route.ActionArgs) {
  return runEditorAction(args, {
    form: issueForm,
    async submit({ db, values, actor, lang }): Promise<SubmitOutcome> {
      const created = await createIssue(db, values, actor);
      if (!created.ok) {
        return created.reason === "volumeYear"
          ? { ok: false, errors: { year: "editorial.issues.error.volumeYear" } }
          : { ok: false, errors: { number: "editorial.issues.error.exists" } };
      }
      return redirectTo(`/${lang}/editorial/issues/${created.id}?done=create`);
    },
  });
}

/** /{lang}/editorial/issues: volumes and issues, scheduled and published, and the form that creates one (ADR 0100). */
export default function EditorialIssuesPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { result, errors, formProps } = useFormPage(issueForm);
  const source: RawFormValues = result?.status === "error" ? result.values : loaderData.values;
  const action = `/${lang}/editorial/issues`;
  const field = (props: Omit<DetailFieldProps, "idPrefix" | "value" | "error">) => (
    <DetailField key={props.name} {...props} idPrefix="issue" value={firstValue(source[props.name])} error={errors[props.name]} />
  );
  const title = (en: string | null, cn: string | null) => (lang === "cn" && cn ? cn : en);

  return (
    <RecordListPage
      area="issues"
      rows={loaderData.issues}
      head={[t("editorial.issues.col.issue"), t("editorial.issues.col.date")]}
      cells={(i) => (
        <>
          <td>
            <Link to={`/${lang}/editorial/issues/${i.id}`}>{t("editorial.issues.name", { volume: i.volume, number: i.number, year: i.year })}</Link>
            {title(i.titleEn, i.titleCn) ? <div className="forms-hint">{title(i.titleEn, i.titleCn)}</div> : null}
          </td>
          <td>{formatDate(i.publishedOn, lang)}</td>
        </>
      )}
      stateLabel={(i) => t(`editorial.issues.state.${i.state}`)}
      action={action}
      idempotencyKey={loaderData.idempotencyKey}
      formProps={formProps}
    >
      <FormAlert message={result?.status === "error" ? result.formError : null} />
      <div className="editorial-issue-numbers">
        {field({ name: "volume", label: "editorial.issues.field.volume", required: true, inputMode: "numeric" })}
        {field({ name: "year", label: "editorial.issues.field.year", required: true, inputMode: "numeric" })}
        {field({ name: "number", label: "editorial.issues.field.number", required: true, inputMode: "numeric" })}
        {field({ name: "publishedOn", label: "editorial.issues.field.date", hint: "editorial.issues.field.dateHint", required: true, type: "date" })}
      </div>
      <fieldset className="forms-field" aria-describedby="issue-coverUrl-error">
        <legend className="forms-label">{t("editorial.issues.field.cover")}</legend>
        <p className="forms-hint">{t("editorial.issues.field.coverHint")}</p>
        <div className="editorial-covers">
          <label className="forms-choice">
            <input type="radio" name="coverUrl" value="" defaultChecked={firstValue(source.coverUrl) === ""} data-field="coverUrl" /> {t("editorial.issues.field.noCover")}
          </label>
          {ISSUE_COVERS.map((src, i) => (
            <label key={src} className="editorial-cover">
              <input type="radio" name="coverUrl" value={src} defaultChecked={firstValue(source.coverUrl) === src} data-field="coverUrl" />
              <img src={src} alt={t("editorial.issues.field.coverN", { n: i + 1 })} width={60} height={80} loading="lazy" />
            </label>
          ))}
        </div>
        <FieldError id="issue-coverUrl-error" message={errors.coverUrl} />
      </fieldset>
      <div className="editorial-columns">
        {field({ name: "titleEn", label: "editorial.issues.field.titleEn", hint: "editorial.issues.field.titleHint", lang: "en" })}
        {field({ name: "titleCn", label: "editorial.issues.field.titleCn", hint: "editorial.issues.field.titleHint", lang: "zh-CN" })}
        {field({ name: "noteEn", label: "editorial.issues.field.noteEn", rows: 6, lang: "en" })}
        {field({ name: "noteCn", label: "editorial.issues.field.noteCn", rows: 6, lang: "zh-CN" })}
      </div>
    </RecordListPage>
  );
}
