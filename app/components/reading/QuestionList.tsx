import { useLocation } from "react-router";
import type { ProtocolQuestion } from "@core/protocols/list-protocol-questions";
import { formatDate } from "@core/dates/format-date";
import { useI18n } from "~/i18n/translate";
import { QuestionForm } from "~/components/account/QuestionForm";
import { AnswerForm } from "~/components/account/QuestionList";
import type { QuestionActionData } from "~/components/account/question-form-state";
import { ModerateLink, PostMarks } from "~/components/questions/PostMarks";
import { ReportControl } from "~/components/questions/ReportControl";
import { localized } from "@core/content/localized";

export interface ProtocolQuestionsProps {
  questions: ProtocolQuestion[];
  protocolId: number;
  /** The protocol page's action answer when a post was not made (values and messages shown again). */
  actionData?: QuestionActionData | null;
}

/**
 * The questions readers asked about a protocol, with their answers, and the forms to ask and answer
 * (SPEC §2.8, §5; issue 19). The forms post to this page's own action (the /questions handler), so a
 * reader stays here with or without JavaScript; visitors get "log in to ask" links that come back here.
 * The corresponding author's answers carry the author's name and an "Author" badge; signed-in readers can report a
 * post; editors also see hidden posts, marked, and a link to moderate (ADR 0111).
 */
export function QuestionList({ questions, protocolId, actionData = null }: ProtocolQuestionsProps) {
  const { lang, t } = useI18n();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  search.delete("reported");
  const here = `${location.pathname}${search.size ? `?${search}` : ""}`;
  const asked = actionData?.intent === "question" ? actionData : null;
  const answered = actionData?.intent === "answer" ? actionData : null;
  return (
    <section id="questions" className="protocol-questions" aria-labelledby="questions-title">
      <h2 id="questions-title">{t("reading.questions")}</h2>
      <div className="protocol-question-ask">
        <QuestionForm protocolId={protocolId} initial={asked} action={here} />
      </div>
      {questions.length === 0 ? (
        <p className="reading-muted">{t("reading.noQuestions")}</p>
      ) : (
        <ol className="protocol-question-list">
          {questions.map((q) => (
            <li key={q.id} id={`question-${q.id}`} className={`protocol-question${q.hidden ? " is-hidden-post" : ""}`}>
              <h3 className="protocol-question__title">{q.title}</h3>
              <p className="protocol-question__meta">
                {t("reading.askedBy", { name: q.author, date: formatDate(q.createdAt, lang) })} · {t("reading.answerCount", { count: q.answers.length })}{" "}
                <PostMarks post={q} /> <ModerateLink questionId={q.id} />
              </p>
              <p className="protocol-question__text">{q.description}</p>
              {q.hidden ? null : <ReportControl kind="question" postId={q.id} initial={actionData} action={here} />}
              {q.answers.length ? (
                <ol className="protocol-answer-list">
                  {q.answers.map((a) => (
                    <li key={a.id} id={`answer-${a.id}`} className={`protocol-answer${a.byAuthor ? " protocol-answer--author" : ""}${a.hidden ? " is-hidden-post" : ""}`}>
                      <p className="protocol-answer__meta">
                        {t("reading.answeredBy", { name: a.byAuthor ? localized(lang, a.byAuthor.nameEn, a.byAuthor.nameCn) : a.author, date: formatDate(a.createdAt, lang) })}{" "}
                        <PostMarks post={a} byAuthor={a.byAuthor !== null} />
                      </p>
                      <p className="protocol-answer__text">{a.body}</p>
                      {a.hidden || q.hidden ? null : <ReportControl kind="answer" postId={a.id} initial={actionData} action={here} />}
                    </li>
                  ))}
                </ol>
              ) : null}
              {q.hidden ? null : <AnswerForm questionId={q.id} initial={answered?.questionId === q.id ? answered : null} action={here} />}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
