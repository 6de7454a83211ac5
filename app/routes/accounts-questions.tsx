import "virtual:messages/with/accounts";
import { Link } from "react-router";
import type { Route } from "./+types/accounts-questions";
import { countQuestions, listQuestions } from "@core/questions/list-questions";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { QuestionForm } from "~/components/account/QuestionForm";
import { AnswerForm, QuestionList } from "~/components/account/QuestionList";
import { questionPostAction } from "~/lib/question-post.server";
import { guardLanguage } from "~/lib/language-guard.server";
import { getSessionUser } from "~/lib/session.server";
import { ReportControl } from "~/components/questions/ReportControl";
import { readListPage, requestedPage } from "~/lib/list-page.server";

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  guardLanguage(request);
  const page = requestedPage(request);
  // Editors see hidden posts too, marked (ADR 0111); readers' lists and counts leave them out.
  const includeHidden = (await getSessionUser(request, context))?.isEditor === true;
  const total = await countQuestions(context.db, { includeHidden });
  const list = await readListPage(page, total, (limit, offset) => listQuestions(context.db, { limit, offset, includeHidden }), PAGE_SIZE);
  return { questions: list.items, page, pages: list.pages };
}

/** POST /{lang}/questions: a question or an answer (the one handler the protocol page uses too). */
export async function action(args: Route.ActionArgs) {
  return questionPostAction(args);
}

export default function QuestionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { questions, page, pages } = loaderData;
  // Without scripts, a post that was not made comes back here with its values and messages.
  const answerRetry = actionData?.intent === "answer" && actionData.questionId !== undefined ? actionData : null;
  // A report sent from another page (a reader's page) that was not stored: its form again, with the reason typed.
  const report = actionData?.intent === "report" ? actionData.report : undefined;
  const reportRetry = report && !questions.some((q) => (report.kind === "question" ? q.id === report.postId : q.answers.some((a) => a.id === report.postId))) ? report : null;
  return (
    <main id="main" className="container accounts-page">
      <PageHead title={t("accounts.page.questions")} description={t("accounts.questions.intro")} canonicalParams={["page"]} />
      <h1>{t("accounts.page.questions")}</h1>
      <p className="accounts-muted">{t("accounts.questions.intro")}</p>
      <div className="accounts-questions-layout">
        <section aria-labelledby="recent-questions" className="accounts-section">
          <h2 id="recent-questions">{t("accounts.questions.recent")}</h2>
          {answerRetry ? <AnswerForm questionId={answerRetry.questionId!} initial={answerRetry} /> : null}
          {reportRetry ? <ReportControl kind={reportRetry.kind} postId={reportRetry.postId} initial={actionData} /> : null}
          {questions.length === 0 ? (
            <p className="accounts-muted">{t("accounts.questions.none")}</p>
          ) : (
            <QuestionList questions={questions} showProtocol reportable actionData={actionData} />
          )}
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
