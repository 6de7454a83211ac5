import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/accounts-questions";
import { countQuestions, listQuestions } from "@core/questions/list-questions";
import { postAnswer } from "@core/questions/post-answer";
import { postQuestion } from "@core/questions/post-question";
import { answerSchema, questionProblems, questionSchema } from "@core/questions/question-rules";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { QuestionForm } from "~/components/account/QuestionForm";
import { AnswerForm, QuestionList } from "~/components/account/QuestionList";
import type { QuestionActionData } from "~/components/account/question-form-state";
import { loginPath, redirectTarget, routeLanguage, textFields } from "~/lib/account-route.server";
import { assertSameSite } from "~/lib/csrf.server";
import { getSessionUser } from "~/lib/session.server";
import "~/styles/accounts.css";

const PAGE_SIZE = 20;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  routeLanguage(params);
  const pageParam = new URL(request.url).searchParams.get("page");
  const page = pageParam && /^\d{1,6}$/.test(pageParam) ? Math.max(1, Number(pageParam)) : 1;
  const [questions, total] = await Promise.all([listQuestions(context.db, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }), countQuestions(context.db)]);
  return { questions, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

/**
 * POST /{lang}/questions: a question (intent=question, with protocol_id for a protocol, without for a
 * general one) or an answer (intent=answer, question_id). Signed-in readers only (visitors go to log in).
 * Checked with the form's schema; on success back to `redirect` at the new post; otherwise the values
 * come back with the messages (SPEC §8: "Operation failed, please try again later." when not saved).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = routeLanguage(params);
  assertSameSite(request, context);
  const form = await request.formData();
  const target = redirectTarget(form.get("redirect"), lang);
  const user = await getSessionUser(request, context);
  if (!user) throw redirect(loginPath(lang, target));
  const fields = textFields(form, ["intent", "protocol_id", "question_id", "title", "description", "body", "idempotency_key"]);
  const key = fields.idempotency_key || null;

  if (fields.intent === "answer") {
    const questionId = /^\d{1,9}$/.test(fields.question_id) ? Number(fields.question_id) : null;
    const values = { body: fields.body };
    const problems = questionProblems(answerSchema, values);
    if (problems || questionId === null) {
      return data<QuestionActionData>({ intent: "answer", questionId: questionId ?? undefined, problems: problems ?? {}, failed: !problems, values }, { status: 400 });
    }
    try {
      const result = await postAnswer(context.db, user.id, questionId, answerSchema.parse(values).body, key);
      if (result.ok) throw redirect(`${target.split("#")[0]}#answer-${result.id}`);
      return data<QuestionActionData>({ intent: "answer", questionId, failed: true, values }, { status: result.problem === "rate-limited" ? 429 : 404 });
    } catch (error) {
      if (error instanceof Response) throw error;
      return data<QuestionActionData>({ intent: "answer", questionId, failed: true, values }, { status: 500 });
    }
  }

  const values = { title: fields.title, description: fields.description };
  const problems = questionProblems(questionSchema, values);
  const protocolId = fields.protocol_id === "" ? null : /^\d{1,9}$/.test(fields.protocol_id) ? Number(fields.protocol_id) : NaN;
  if (problems || Number.isNaN(protocolId)) {
    return data<QuestionActionData>({ intent: "question", problems: problems ?? {}, failed: !problems, values, protocolId: Number.isNaN(protocolId) ? null : protocolId, redirect: target }, { status: 400 });
  }
  try {
    const result = await postQuestion(context.db, user.id, protocolId, questionSchema.parse(values), key);
    if (result.ok) throw redirect(`${target.split("#")[0]}#question-${result.id}`);
    return data<QuestionActionData>({ intent: "question", failed: true, values, protocolId, redirect: target }, { status: result.problem === "rate-limited" ? 429 : 404 });
  } catch (error) {
    if (error instanceof Response) throw error;
    return data<QuestionActionData>({ intent: "question", failed: true, values, protocolId, redirect: target }, { status: 500 });
  }
}

export default function QuestionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { questions, page, pages } = loaderData;
  // Without scripts, a post that was not made comes back here with its values and messages.
  const answerRetry = actionData?.intent === "answer" && actionData.questionId !== undefined ? actionData : null;
  return (
    <main id="main" className="container accounts-page">
      <PageHead title={t("accounts.page.questions")} description={t("accounts.questions.intro")} canonicalParams={["page"]} />
      <h1>{t("accounts.page.questions")}</h1>
      <p className="accounts-muted">{t("accounts.questions.intro")}</p>
      <div className="accounts-questions-layout">
        <section aria-labelledby="recent-questions" className="accounts-section">
          <h2 id="recent-questions">{t("accounts.questions.recent")}</h2>
          {answerRetry ? <AnswerForm questionId={answerRetry.questionId!} initial={answerRetry} /> : null}
          {questions.length === 0 ? <p className="accounts-muted">{t("accounts.questions.none")}</p> : <QuestionList questions={questions} showProtocol />}
          {pages > 1 ? (
            <nav className="accounts-paging" aria-label={t("accounts.questions.paging")}>
              {page > 1 ? <Link to={`/${lang}/questions${page > 2 ? `?page=${page - 1}` : ""}`}>{t("accounts.questions.newer")}</Link> : <span />}
              {page < pages ? <Link to={`/${lang}/questions?page=${page + 1}`}>{t("accounts.questions.older")}</Link> : null}
            </nav>
          ) : null}
        </section>
        <aside className="accounts-card accounts-questions-ask">
          <QuestionForm initial={actionData?.intent === "question" ? actionData : null} />
        </aside>
      </div>
    </main>
  );
}
