import "~/i18n/office-messages";
import { Form, Link } from "react-router";
import type { Route } from "./+types/editorial-issues";
import { formatDate } from "@core/dates/format-date";
import { isoDay } from "@core/dates/iso-day";
import { createIssue } from "@core/editorial/issues/create-issue";
import { ISSUE_COVERS, issueForm } from "@core/editorial/issues/issue-forms";
import { listEditorialIssues } from "@core/editorial/issues/list-editorial-issues";
import type { RawFormValues } from "@core/forms/parse-form-values";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { EditorialNav } from "~/components/editorial/EditorialNav";
import { FieldError } from "~/components/forms/FormFields";
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

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(request, context);
  const issues = await listEditorialIssues(context.db);
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
  return { issues, values, idempotencyKey: newIdempotencyKey() };
}

export async function action(args: Route.ActionArgs) {
  const { actor } = await requireEditor(args.request, args.context);
  const { db } = args.context;
  const lang = guardLanguage(args.request);
  return runFormAction(args, {
    name: "editorial",
    form: issueForm,
    async submit({ values }): Promise<SubmitOutcome> {
      const created = await createIssue(db, values, actor);
      if (!created.ok) {
        return created.reason === "volumeYear"
          ? { ok: false, errors: { year: "editorial.issues.error.volumeYear" } }
          : { ok: false, errors: { number: "editorial.issues.error.exists" } };
      }
      return { ok: true, reference: null, emailIds: [], redirectTo: `/${lang}/editorial/issues/${created.id}?done=create` };
    },
  });
}

type Field = { name: string; label: MessageKey; hint?: MessageKey; rows?: number; required?: boolean; lang?: "en" | "zh-CN"; type?: string };

/** /{lang}/editorial/issues: volumes and issues, scheduled and published, and the form that creates one (ADR 0100). */
export default function EditorialIssuesPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { result, errors, formProps } = useFormPage(issueForm);
  const source: RawFormValues = result?.status === "error" ? result.values : loaderData.values;
  const text = (name: string) => {
    const v = source[name];
    return Array.isArray(v) ? (v[0] ?? "") : (v ?? "");
  };
  const action = `/${lang}/editorial/issues`;
  const field = ({ name, label, hint, rows, required, lang: textLang, type = "text" }: Field) => {
    const id = `issue-${name}`;
    const error = errors[name];
    const common = {
      id,
      name,
      "data-field": name,
      required,
      lang: textLang,
      defaultValue: text(name),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": hint ? `${id}-hint ${id}-error` : `${id}-error`,
    } as const;
    return (
      <div className={`forms-field${error ? " has-error" : ""}`} key={name}>
        <label htmlFor={id} className={required ? "forms-label forms-label--required" : "forms-label"}>
          {t(label)}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="forms-hint">
            {t(hint)}
          </p>
        ) : null}
        {rows ? <textarea {...common} rows={rows} /> : <input type={type} {...common} inputMode={type === "text" && !textLang ? "numeric" : undefined} />}
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  };
  const title = (en: string | null, cn: string | null) => (lang === "cn" && cn ? cn : en);

  return (
    <main id="main" className="container forms-page editorial-page">
      <PageHead title={t("editorial.issues.title")} noindex />
      <EditorialNav />
      <h1>{t("editorial.issues.title")}</h1>
      <p className="forms-lead">{t("editorial.issues.intro")}</p>

      <section aria-labelledby="editorial-issues-list">
        <h2 id="editorial-issues-list">{t("editorial.issues.list")}</h2>
        {loaderData.issues.length === 0 ? (
          <p>{t("editorial.issues.none")}</p>
        ) : (
          <RecordTable
            head={[t("editorial.issues.col.issue"), t("editorial.issues.col.date"), t("editorial.issues.col.protocols"), t("editorial.issues.col.state")]}
            rows={loaderData.issues}
            rowKey={(i) => i.id}
            cells={(i) => (
              <>
                    <td>
                      <Link to={`/${lang}/editorial/issues/${i.id}`}>
                        {t("editorial.issues.name", { volume: i.volume, number: i.number, year: i.year })}
                      </Link>
                      {title(i.titleEn, i.titleCn) ? <div className="forms-hint">{title(i.titleEn, i.titleCn)}</div> : null}
                    </td>
                    <td>{formatDate(i.publishedOn, lang)}</td>
                    <td>{i.protocolCount}</td>
                    <td>
                      <span className={`editorial-issue-state editorial-issue-state--${i.state}`}>{t(`editorial.issues.state.${i.state}`)}</span>
                    </td>
              </>
            )}
          />
        )}
      </section>

      <section aria-labelledby="editorial-issues-new">
        <h2 id="editorial-issues-new">{t("editorial.issues.new")}</h2>
        <p className="forms-hint">{t("editorial.issues.newHint")}</p>
        <Form method="post" action={action} className="forms-form" {...formProps}>
          <FormMeta idempotencyKey={loaderData.idempotencyKey} />
          <FormAlert message={result?.status === "error" ? result.formError : null} />
          <div className="editorial-issue-numbers">
            {field({ name: "volume", label: "editorial.issues.field.volume", required: true })}
            {field({ name: "year", label: "editorial.issues.field.year", required: true })}
            {field({ name: "number", label: "editorial.issues.field.number", required: true })}
            {field({ name: "publishedOn", label: "editorial.issues.field.date", hint: "editorial.issues.field.dateHint", required: true, type: "date" })}
          </div>
          <fieldset className="forms-field" aria-describedby="issue-coverUrl-error">
            <legend className="forms-label">{t("editorial.issues.field.cover")}</legend>
            <p className="forms-hint">{t("editorial.issues.field.coverHint")}</p>
            <div className="editorial-covers">
              <label className="forms-choice">
                <input type="radio" name="coverUrl" value="" defaultChecked={text("coverUrl") === ""} data-field="coverUrl" /> {t("editorial.issues.field.noCover")}
              </label>
              {ISSUE_COVERS.map((src, i) => (
                <label key={src} className="editorial-cover">
                  <input type="radio" name="coverUrl" value={src} defaultChecked={text("coverUrl") === src} data-field="coverUrl" />
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
          <div className="editorial-actions">
            <SubmitButton label={t("editorial.issues.create")} action={action} />
          </div>
        </Form>
      </section>
    </main>
  );
}
