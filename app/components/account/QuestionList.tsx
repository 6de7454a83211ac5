import { Link, useLocation } from "react-router";
import { formatDate } from "@core/dates/format-date";
import { useI18n } from "~/i18n/translate";
import { TextArea } from "~/components/forms/FormFields";
import { Notice } from "./Notice";
import { questionProblemKey } from "./problem-keys";
import { PostButton } from "./PostButton";
import type { QuestionActionData } from "./question-form-state";
import { usePostForm } from "./use-post-form";
import { useRootData } from "~/lib/route-data";
import { localized } from "@core/content/localized";
import type { AuthorMark, PostModeration } from "@core/questions/post-view";
import { ModerateLink, PostMarks } from "~/components/questions/PostMarks";
import { ReportControl } from "~/components/questions/ReportControl";

/** What the list needs of a question: core's listQuestions and listProtocolQuestions both give it. */
export interface QuestionView extends PostModeration {
  id: number;
  author: string;
  title: string;
  description: string;
  createdAt: string;
  answers: (PostModeration & { id: number; author: string; body: string; createdAt: string; byAuthor: AuthorMark | null })[];
  protocol?: { id: number; kind: "bp" | "bpp"; titleEn: string; titleCn: string | null } | null;
}

/**
 * Questions with their answers: author, date, and the text as plain text (never HTML: a title like
 * `<img src=x onerror=…>` shows literally). Signed-in readers can answer each question and, with `reportable`,
 * report a post (ADR 0111); the corresponding author's answers are marked, and editors see hidden posts marked.
 */
export function QuestionList({
  questions,
  showProtocol = false,
  headingLevel = 3,
  reportable = false,
  actionData = null,
}: {
  questions: QuestionView[];
  showProtocol?: boolean;
  headingLevel?: 2 | 3;
  reportable?: boolean;
  /** The page's action answer (a report not stored, without JavaScript). */
  actionData?: QuestionActionData | null;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ol className="accounts-questions">
      {questions.map((q) => (
        <li key={q.id} id={`question-${q.id}`} className={`accounts-question${q.hidden ? " is-hidden-post" : ""}`}>
          <Heading className="accounts-question__title">{q.title}</Heading>
          <QuestionMeta kind="asked" author={q.author} date={q.createdAt} post={q} questionId={q.id} />
          {showProtocol ? <ProtocolRef protocol={q.protocol ?? null} /> : null}
          {q.description ? <p className="accounts-plain">{q.description}</p> : null}
          {reportable && !q.hidden ? <ReportControl kind="question" postId={q.id} initial={actionData} /> : null}
          <AnswerThread question={q} reportable={reportable} actionData={actionData} />
        </li>
      ))}
    </ol>
  );
}

function QuestionMeta({ kind, author, date, post, byAuthor = false, questionId }: { kind: "asked" | "answered"; author: string; date: string; post: PostModeration; byAuthor?: boolean; questionId?: number }) {
  const { lang, t } = useI18n();
  const key = kind === "asked" ? "accounts.question.askedBy" : "accounts.question.answeredBy";
  return (
    <p className="accounts-question__meta">
      <time dateTime={date.slice(0, 10)}>{t(key, { author, date: formatDate(date, lang) })}</time> <PostMarks post={post} byAuthor={byAuthor} />{" "}
      {questionId !== undefined ? <ModerateLink questionId={questionId} /> : null}
    </p>
  );
}

function ProtocolRef({ protocol }: { protocol: QuestionView["protocol"] }) {
  const { lang, t } = useI18n();
  if (!protocol) return <p className="accounts-question__about">{t("accounts.question.general")}</p>;
  const title = localized(lang, protocol.titleEn, protocol.titleCn);
  return (
    <p className="accounts-question__about">
      {t("accounts.question.about")}{" "}
      <Link to={`/${lang}/bpdetail?id=${protocol.id}&type=${protocol.kind}`}>{title}</Link>
    </p>
  );
}

function AnswerThread({ question, reportable, actionData }: { question: QuestionView; reportable: boolean; actionData: QuestionActionData | null }) {
  const { lang, t } = useI18n();
  return (
    <div className="accounts-answers">
      <p className="accounts-answers__count">{question.answers.length ? t("accounts.question.answers", { count: question.answers.length }) : t("accounts.question.noAnswers")}</p>
      {question.answers.length ? (
        <ol>
          {question.answers.map((a) => (
            <li key={a.id} id={`answer-${a.id}`} className={`accounts-answer${a.hidden ? " is-hidden-post" : ""}`}>
              <QuestionMeta kind="answered" author={a.byAuthor ? localized(lang, a.byAuthor.nameEn, a.byAuthor.nameCn) : a.author} date={a.createdAt} post={a} byAuthor={a.byAuthor !== null} />
              <p className="accounts-plain">{a.body}</p>
              {reportable && !a.hidden && !question.hidden ? <ReportControl kind="answer" postId={a.id} initial={actionData} /> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {question.hidden ? null : <AnswerForm questionId={question.id} />}
    </div>
  );
}

/** Answer a question: signed-in readers only (visitors get a link to log in and come back). */
export function AnswerForm({ questionId, initial = null, action }: { questionId: number; initial?: QuestionActionData | null; action?: string }) {
  const { lang, t } = useI18n();
  const root = useRootData();
  const location = useLocation();
  const { fetcher, postKey, busy, problems: local, formProps } = usePostForm(`answer-form-${questionId}`, "answerSchema");

  const here = `${location.pathname}${location.search}`;
  if (!root?.user) {
    return (
      <p className="accounts-login-prompt">
        <Link to={`/${lang}/login?redirect=${encodeURIComponent(`${here}#question-${questionId}`)}`}>{t("accounts.question.loginToAnswer")}</Link>
      </p>
    );
  }
  const answer = fetcher.data ?? (initial?.intent === "answer" && initial.questionId === questionId ? initial : null);
  const problem = (local ?? answer?.problems ?? {}).body;
  return (
    <fetcher.Form {...formProps} action={action ?? `/${lang}/questions`} className="accounts-form accounts-answer-form">
      {answer?.failed && !local ? <Notice tone="error">{t("accounts.question.failed")}</Notice> : null}
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="question_id" value={questionId} />
      <input type="hidden" name="redirect" value={here} />
      <input type="hidden" name="idempotency_key" value={postKey} />
      <TextArea look="account" label={t("accounts.answer.label")} name="body" rows={3} required defaultValue={answer?.values.body ?? ""} error={problem ? questionProblemKey(problem) : null} />
      <PostButton busy={busy} label="accounts.answer.submit" secondary />
    </fetcher.Form>
  );
}
