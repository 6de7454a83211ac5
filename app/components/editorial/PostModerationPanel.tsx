import { Form } from "react-router";
import { formatDate } from "@core/dates/format-date";
import type { PostRecord } from "@core/questions/find-moderated-thread";
import type { PostModeration } from "@core/questions/post-view";
import type { PostKind } from "@core/db/schema";
import type { RawFormValues } from "@core/forms/parse-form-values";
import { useI18n } from "~/i18n/translate";
import { TextArea, TextField } from "~/components/forms/FormFields";
import { FormAlert, FormMeta } from "~/components/forms/FormParts";
import type { FormActionData } from "~/lib/forms/form-action-data";

export interface ModeratedPost extends PostModeration {
  kind: PostKind;
  id: number;
  /** A question's title and description, or an answer's body. */
  title?: string;
  description?: string;
  body?: string;
}

function when(at: string, lang: "en" | "cn"): string {
  return `${formatDate(at, lang)} ${at.slice(11, 16)}`;
}

/**
 * One question's or answer's moderation on its question's office page (ADR 0111): its reports and earlier texts, and
 * the forms that hide it or show it again (with a reason), keep it (dismiss its reports) and correct its typos. Every
 * form is a plain POST, so it works without JavaScript; an error comes back to this post's form with what was typed.
 */
export function PostModerationPanel({
  post,
  record,
  action,
  idempotencyKey,
  failed,
}: {
  post: ModeratedPost;
  record: PostRecord;
  action: string;
  idempotencyKey: string;
  /** The page's failed post, when it was one of this post's forms. */
  failed: Extract<FormActionData, { status: "error" }> | null;
}) {
  const { lang, t } = useI18n();
  const prefix = `${post.kind}-${post.id}`;
  const mine = failed && failed.values.kind === post.kind && failed.values.postId === String(post.id) ? failed : null;
  const failedIntent = mine?.values.intent;
  // A field of the edit form: the text typed into a refused edit, else the stored one, and its error.
  const editField = (name: "title" | "description" | "body", stored: string | undefined) => {
    const value: RawFormValues[string] | undefined = failedIntent === "edit" ? mine?.values[name] : undefined;
    return {
      name,
      idPrefix: `${prefix}-edit`,
      required: true,
      defaultValue: typeof value === "string" ? value : (stored ?? ""),
      error: failedIntent === "edit" ? mine?.errors[name] : undefined,
    };
  };
  const openReports = record.reports.filter((r) => r.resolution === null);
  const meta = (intent: string) => (
    <>
      <FormMeta idempotencyKey={idempotencyKey} requiredNote={false} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="kind" value={post.kind} />
      <input type="hidden" name="postId" value={post.id} />
    </>
  );

  return (
    <div className="editorial-post-tools">
      {mine && !mine.errors.reason && !mine.errors.title && !mine.errors.description && !mine.errors.body ? (
        <FormAlert message={mine.formError ?? "forms.failed"} />
      ) : null}

      {record.reports.length ? (
        <section className="editorial-post-section" aria-label={t("editorial.questions.reportsOf")}>
          <h3>{t("editorial.questions.reportsCount", { open: openReports.length, total: record.reports.length })}</h3>
          <ul className="editorial-post-reports">
            {record.reports.map((r, i) => (
              <li key={i}>
                <q>{r.reason}</q> — {r.reporter}, {when(r.createdAt, lang)}{" "}
                <span className="forms-hint">
                  {t(
                    r.resolution === "hidden"
                      ? "editorial.questions.report.hidden"
                      : r.resolution === "dismissed"
                        ? "editorial.questions.report.dismissed"
                        : "editorial.questions.report.open",
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {record.edits.length ? (
        <details className="editorial-post-section">
          <summary>{t("editorial.questions.earlier", { count: record.edits.length })}</summary>
          <ol className="editorial-post-edits">
            {record.edits.map((e, i) => (
              <li key={i}>
                <p className="forms-hint">
                  {t("editorial.questions.editedBy", { name: e.editor ?? "–", date: when(e.editedAt, lang) })}
                </p>
                {e.previous.title !== undefined ? (
                  <p className="editorial-post-text editorial-post-text--title">{e.previous.title}</p>
                ) : null}
                {e.previous.description ? <p className="editorial-post-text">{e.previous.description}</p> : null}
                {e.previous.body !== undefined ? <p className="editorial-post-text">{e.previous.body}</p> : null}
              </li>
            ))}
          </ol>
        </details>
      ) : null}

      <div className="editorial-post-actions">
        <Form method="post" action={`${action}#${prefix}`} className="forms-form editorial-post-form" noValidate>
          {meta(post.hidden ? "unhide" : "hide")}
          <TextField
            name="reason"
            idPrefix={`${prefix}-${post.hidden ? "unhide" : "hide"}`}
            label={t(post.hidden ? "editorial.questions.unhideReason" : "editorial.questions.hideReason")}
            required
            maxLength={600}
            defaultValue={failedIntent === "hide" || failedIntent === "unhide" ? String(mine?.values.reason ?? "") : ""}
            error={failedIntent === "hide" || failedIntent === "unhide" ? mine?.errors.reason : undefined}
          />
          <button type="submit" className="forms-button forms-button--secondary">
            {t(post.hidden ? "editorial.questions.unhide" : "editorial.questions.hide")}
          </button>
        </Form>

        {openReports.length ? (
          <Form method="post" action={`${action}#${prefix}`} className="editorial-post-form">
            {meta("dismiss")}
            <button type="submit" className="forms-button forms-button--secondary">
              {t("editorial.questions.dismiss")}
            </button>
          </Form>
        ) : null}

        <details className="editorial-post-section" open={failedIntent === "edit" ? true : undefined}>
          <summary>{t("editorial.questions.edit")}</summary>
          <Form method="post" action={`${action}#${prefix}`} className="forms-form editorial-post-form" noValidate>
            {meta("edit")}
            <input type="hidden" name="version" value={post.editedAt ?? ""} />
            <p className="forms-hint">{t("editorial.questions.editHint")}</p>
            {post.kind === "question" ? (
              <>
                <TextField {...editField("title", post.title)} label={t("accounts.question.title")} />
                <TextArea
                  {...editField("description", post.description)}
                  label={t("accounts.question.description")}
                  rows={6}
                />
              </>
            ) : (
              <TextArea {...editField("body", post.body)} label={t("editorial.questions.answerText")} rows={6} />
            )}
            <button type="submit" className="forms-button">
              {t("editorial.questions.saveEdit")}
            </button>
          </Form>
        </details>
      </div>
    </div>
  );
}
