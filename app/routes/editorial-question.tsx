import "virtual:messages/with/office";
import { Link, useActionData } from "react-router";
import type { Route } from "./+types/editorial-question";
import { localized } from "@core/content/localized";
import { formatDate } from "@core/dates/format-date";
import { listAuditEntries } from "@core/editorial/list-audit-entries";
import { dismissPostReports } from "@core/questions/dismiss-post-reports";
import { editPost } from "@core/questions/edit-post";
import { findModeratedThread } from "@core/questions/find-moderated-thread";
import { moderationForm, type ModerationInput } from "@core/questions/moderation-forms";
import { answerSchema, questionProblems, questionSchema } from "@core/questions/question-rules";
import type { ModerationResult } from "@core/questions/moderate-post";
import { setPostHidden } from "@core/questions/set-post-hidden";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { AuditTable } from "~/components/editorial/AuditTable";
import { OfficePage, OfficeSection } from "~/components/editorial/RecordParts";
import { PostModerationPanel } from "~/components/editorial/PostModerationPanel";
import { DoneNotice } from "~/components/editorial/RecordParts";
import { findRecord, loadOfficePage, redirectTo, runRecordAction } from "~/lib/editorial-office-page.server";
import { questionProblemKey } from "~/components/account/problem-keys";
import { PostMarks } from "~/components/questions/PostMarks";
import { FormAlert } from "~/components/forms/FormParts";
import type { FormActionData } from "~/lib/forms/form-action-data";
import type { SubmitOutcome } from "~/lib/forms/run-form-action.server";
import type { AuditActor } from "@core/editorial/write-audit-entry";
import type { Db } from "@core/db/client";
import "~/styles/editorial.css";
import "~/styles/editorial-questions.css";

const DONE = ["hide", "unhide", "edit", "dismiss"] as const;

export const loader = (args: Route.LoaderArgs) =>
  loadOfficePage(
    args,
    async ({ db }) => {
      const { id, record: thread } = await findRecord(db, args.params.id, findModeratedThread);
      // The thread's history: the question's entries and its answers', newest first.
      const entities = [
        { type: "question", id: String(id) },
        ...thread.question.answers.map((a) => ({ type: "answer", id: String(a.id) })),
      ];
      const histories = await Promise.all(entities.map((entity) => listAuditEntries(db, { page: 1, entity })));
      return { thread, history: histories.flatMap((h) => h.rows).sort((a, b) => b.id - a.id) };
    },
    DONE,
  );

const REASON_MESSAGES: Record<Extract<ModerationResult, { ok: false }>["reason"], MessageKey> = {
  "not-found": "editorial.questions.error.notFound",
  stale: "editorial.questions.error.stale",
  unchanged: "editorial.questions.error.unchanged",
};

/** Runs one moderation form of a post of this thread (already checked by moderationForm). */
async function moderate(
  db: Db,
  values: ModerationInput,
  actor: AuditActor,
): Promise<ModerationResult | { ok: false; errors: Record<string, string> }> {
  const postId = Number(values.postId);
  if (values.intent === "hide" || values.intent === "unhide")
    return setPostHidden(db, values.kind, postId, values.intent === "hide", values.reason, actor);
  if (values.intent === "dismiss") return dismissPostReports(db, values.kind, postId, actor);
  // An edit keeps to the readers' own rules (SPEC §5, §9 for questions).
  if (values.kind === "question") {
    const input = { title: values.title, description: values.description };
    const problems = questionProblems(questionSchema, input);
    if (problems)
      return {
        ok: false,
        errors: Object.fromEntries(
          Object.entries(problems).map(([field, problem]) => [field, questionProblemKey(problem)]),
        ),
      };
    return editPost(db, postId, { kind: "question", ...questionSchema.parse(input) }, values.version, actor);
  }
  const problems = questionProblems(answerSchema, { body: values.body });
  if (problems?.body) return { ok: false, errors: { body: questionProblemKey(problems.body) } };
  return editPost(
    db,
    postId,
    { kind: "answer", body: answerSchema.parse({ body: values.body }).body },
    values.version,
    actor,
  );
}

export async function action(args: Route.ActionArgs) {
  return runRecordAction(args, {
    form: moderationForm,
    async submit({ db, values, id, actor, lang }): Promise<SubmitOutcome> {
      const thread = await findModeratedThread(db, id);
      const postId = Number(values.postId);
      const inThread =
        thread && (values.kind === "question" ? postId === id : thread.question.answers.some((a) => a.id === postId));
      if (!inThread) return { ok: false, formError: "editorial.questions.error.notFound" };
      const result = await moderate(db, values, actor);
      if ("errors" in result) return { ok: false, errors: result.errors };
      if (!result.ok) return { ok: false, formError: REASON_MESSAGES[result.reason] };
      return redirectTo(`/${lang}/editorial/questions/${id}?done=${values.intent}#${values.kind}-${postId}`);
    },
  });
}

/**
 * /{lang}/editorial/questions/:id: one question with all its answers as editors see them (hidden ones marked), and,
 * for each post, its reports, earlier texts and the moderation forms; then the thread's audit history (ADR 0111).
 */
export default function EditorialQuestionPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const result = useActionData<FormActionData>();
  const { thread, history, done, idempotencyKey } = loaderData;
  const q = thread.question;
  const action = `/${lang}/editorial/questions/${q.id}`;
  const failed = result?.status === "error" ? result : null;
  const publicPath = q.protocol
    ? `/${lang}/bpdetail?id=${q.protocol.id}&type=${q.protocol.kind}`
    : `/${lang}/questions`;
  const when = (at: string) => `${formatDate(at, lang)} ${at.slice(11, 16)}`;
  // Who hid a post (by its records' key) and when, above its text.
  const hiddenNote = (key: string, hidden: { at: string } | null) =>
    hidden ? (
      <p className="editorial-post-hidden">
        {t("editorial.questions.hiddenBy", { name: thread.records[key]?.hiddenBy ?? "–", date: when(hidden.at) })}
      </p>
    ) : null;
  // A failed form of one of the posts shows at that post; anything else (a stale page's post) at the top.
  const ownPost = failed && `${String(failed.values.kind)}:${String(failed.values.postId)}` in thread.records;

  return (
    <OfficePage
      title={q.title}
      heading={t("editorial.questions.threadTitle")}
      beforeTitle={
        <p>
          <Link to={`/${lang}/editorial/questions`}>{t("editorial.questions.back")}</Link>
        </p>
      }
    >
      <p className="forms-lead">
        {q.protocol ? (
          <>
            {t("editorial.questions.about")}{" "}
            <Link to={publicPath}>{localized(lang, q.protocol.titleEn, q.protocol.titleCn)}</Link>
          </>
        ) : (
          t("editorial.questions.general")
        )}
      </p>
      <DoneNotice text={done && !result ? t(`editorial.questions.done.${done}`) : null} />
      {failed && !ownPost ? <FormAlert message={failed.formError ?? "forms.failed"} /> : null}

      <article
        id={`question-${q.id}`}
        className={`editorial-post${q.hidden ? " is-hidden-post" : ""}`}
        aria-labelledby="editorial-question-title"
      >
        <p className="forms-hint">
          {t("editorial.questions.kind.question")} ·{" "}
          {t("accounts.question.askedBy", { author: q.author, date: when(q.createdAt) })} <PostMarks post={q} />
        </p>
        {hiddenNote(`question:${q.id}`, q.hidden)}
        <h2 id="editorial-question-title" className="editorial-post-text editorial-post-text--title">
          {q.title}
        </h2>
        {q.description ? <p className="editorial-post-text">{q.description}</p> : null}
        <PostModerationPanel
          post={{
            kind: "question",
            id: q.id,
            title: q.title,
            description: q.description,
            editedAt: q.editedAt,
            hidden: q.hidden,
          }}
          record={thread.records[`question:${q.id}`]!}
          action={action}
          idempotencyKey={idempotencyKey}
          failed={failed}
        />
      </article>

      <OfficeSection
        id="editorial-question-answers"
        title={t("accounts.question.answers", { count: q.answers.length })}
      >
        {q.hidden && q.answers.length ? (
          <p className="forms-hint">{t("editorial.questions.answersHiddenWithQuestion")}</p>
        ) : null}
        {q.answers.length === 0 ? <p>{t("accounts.question.noAnswers")}</p> : null}
        {q.answers.map((a) => (
          <article key={a.id} id={`answer-${a.id}`} className={`editorial-post${a.hidden ? " is-hidden-post" : ""}`}>
            <p className="forms-hint">
              {t("editorial.questions.kind.answer")} ·{" "}
              {t("accounts.question.answeredBy", {
                author: a.byAuthor
                  ? `${localized(lang, a.byAuthor.nameEn, a.byAuthor.nameCn)} (${a.author})`
                  : a.author,
                date: when(a.createdAt),
              })}{" "}
              <PostMarks post={a} byAuthor={a.byAuthor !== null} />
            </p>
            {hiddenNote(`answer:${a.id}`, a.hidden)}
            <p className="editorial-post-text">{a.body}</p>
            <PostModerationPanel
              post={{ kind: "answer", id: a.id, body: a.body, editedAt: a.editedAt, hidden: a.hidden }}
              record={thread.records[`answer:${a.id}`]!}
              action={action}
              idempotencyKey={idempotencyKey}
              failed={failed}
            />
          </article>
        ))}
      </OfficeSection>

      {history.length ? <AuditTable title={t("editorial.questions.history")} rows={history} /> : null}
    </OfficePage>
  );
}
