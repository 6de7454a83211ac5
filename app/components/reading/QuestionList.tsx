import type { ProtocolQuestion } from "@core/protocols/list-protocol-questions";
import { formatDate } from "@core/dates/format-date";
import { useI18n } from "~/i18n/translate";

/** The questions readers asked about a protocol, with their answers (read-only here). */
export function QuestionList({ questions }: { questions: ProtocolQuestion[] }) {
  const { lang, t } = useI18n();
  return (
    <section id="questions" className="protocol-questions" aria-labelledby="questions-title">
      <h2 id="questions-title">{t("reading.questions")}</h2>
      {questions.length === 0 ? (
        <p className="reading-muted">{t("reading.noQuestions")}</p>
      ) : (
        <ol className="protocol-question-list">
          {questions.map((q) => (
            <li key={q.id} id={`question-${q.id}`} className="protocol-question">
              <h3 className="protocol-question__title">{q.title}</h3>
              <p className="protocol-question__meta">
                {t("reading.askedBy", { name: q.author, date: formatDate(q.createdAt, lang) })} · {t("reading.answerCount", { count: q.answers.length })}
              </p>
              <p className="protocol-question__text">{q.description}</p>
              {q.answers.length ? (
                <ol className="protocol-answer-list">
                  {q.answers.map((a) => (
                    <li key={a.id} id={`answer-${a.id}`} className="protocol-answer">
                      <p className="protocol-answer__meta">{t("reading.answeredBy", { name: a.author, date: formatDate(a.createdAt, lang) })}</p>
                      <p className="protocol-answer__text">{a.body}</p>
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
