import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/questions-answer";
import { localized } from "@core/content/localized";
import { formatDate } from "@core/dates/format-date";
import { parseRecordId } from "@core/db/parse-record-id";
import { answerWithLink } from "@core/questions/answer-with-link";
import { findAnswerLink } from "@core/questions/find-answer-link";
import { ANSWER_LINK_POSTS_PER_IP } from "@core/questions/moderation-rules";
import { answerSchema, type QuestionProblem } from "@core/questions/question-rules";
import { consumeRateLimit } from "@core/rate-limit/consume-rate-limit";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { Notice } from "~/components/account/Notice";
import { PostButton } from "~/components/account/PostButton";
import { questionProblemKey } from "~/components/account/problem-keys";
import { PostMarks } from "~/components/questions/PostMarks";
import { TextArea } from "~/components/forms/FormFields";
import { bindAnswerFields } from "~/components/forms/bind-fields";
import { firstValue } from "~/components/forms/echo-values";
import { ACCOUNT_FORM } from "~/lib/account-route.server";
import { runFormAction } from "~/lib/forms/run-form-action.server";
import { guardLanguage } from "~/lib/language-guard.server";
import { clientIp } from "~/lib/session.server";

/** The link is a secret: never stored by a cache, never indexed. */
const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * GET /{lang}/questions/answer?id=<question>&token=<code>: the page a corresponding author reaches from the e-mail
 * about a reader's question (ADR 0111). Looking changes nothing (mail scanners follow links); posting the answer uses
 * the link's once-code up. No password and no session: the code answers this one question and nothing else.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  guardLanguage(request);
  const url = new URL(request.url);
  const questionId = parseRecordId(url.searchParams.get("id"));
  const token = url.searchParams.get("token") ?? "";
  const link =
    questionId === null
      ? { ok: false as const, question: null, answerId: null }
      : await findAnswerLink(context.db, token, questionId);
  return data({ link, questionId, token }, { headers: PRIVATE });
}

const ANSWER_FORM = { schema: answerSchema, arrayFields: [] } as const;
const INVALID: MessageKey = "questions.answerLink.invalid";

/** The answer, through the one form runner; what was typed stays on the page whatever goes wrong. */
export async function action(args: Route.ActionArgs) {
  const { context } = args;
  const answer = await runFormAction(args, {
    name: "answer-link",
    ...ACCOUNT_FORM,
    form: ANSWER_FORM,
    async submit({ values, posted, lang }) {
      const questionId = parseRecordId(firstValue(posted.id));
      if (questionId === null) return { ok: false, formError: INVALID };
      const ip = clientIp(context);
      if (ip && !(await consumeRateLimit(context.db, `answer-link:ip:${ip}`, ANSWER_LINK_POSTS_PER_IP)))
        return { ok: false, formError: "accounts.question.failed", status: 429 };
      const result = await answerWithLink(context.db, firstValue(posted.token), questionId, values.body);
      // The link cannot be used (any more): what was typed stays on the page, to copy.
      if (!result.ok) return { ok: false, formError: INVALID, status: 410 };
      return { ok: true, redirectTo: `/${lang}/bpdetail?id=${result.protocol.id}&type=${result.protocol.kind}#answer-${result.id}` };
    },
  });
  // The link is a secret: its answers are no more cached than its page.
  if (answer instanceof Response) return answer;
  return data(answer.data, { status: answer.init?.status, headers: PRIVATE });
}

export function headers() {
  return PRIVATE;
}

export default function AnswerLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const { link, questionId, token } = loaderData;
  const question = link.question;
  const protocolPath = question?.protocol
    ? `/${lang}/bpdetail?id=${question.protocol.id}&type=${question.protocol.kind}`
    : null;
  const formError = actionData?.status === "error" ? actionData.formError : null;
  const invalid = !link.ok || formError === INVALID;
  const field = bindAnswerFields(actionData);

  return (
    <main id="main" className="container accounts-page accounts-page--narrow">
      <PageHead title={t("questions.answerLink.title")} noindex />
      <h1>{t("questions.answerLink.title")}</h1>
      {invalid ? (
        <Notice tone="error">{t("questions.answerLink.invalid")}</Notice>
      ) : (
        <p className="accounts-muted">
          {t("questions.answerLink.intro", {
            name: localized(lang, link.author.nameEn, link.author.nameCn),
            protocol: localized(lang, link.question.protocol.titleEn, link.question.protocol.titleCn),
          })}
        </p>
      )}
      {!link.ok && link.answerId !== null && protocolPath ? (
        <p>
          <Link to={`${protocolPath}#answer-${link.answerId}`}>{t("questions.answerLink.seeAnswer")}</Link>
        </p>
      ) : invalid && protocolPath && question ? (
        <p>
          <Link to={`${protocolPath}#question-${question.id}`}>{t("questions.answerLink.onPage")}</Link>
        </p>
      ) : null}

      {question && (link.ok || actionData) ? (
        <article className="accounts-card answer-link-question" aria-labelledby="answer-link-question-title">
          <h2 id="answer-link-question-title" className="accounts-question__title">
            {question.title}
          </h2>
          <p className="accounts-question__meta">
            {t("accounts.question.askedBy", { author: question.author, date: formatDate(question.createdAt, lang) })}
          </p>
          {question.description ? <p className="accounts-plain">{question.description}</p> : null}
          {question.answers.length ? (
            <div className="accounts-answers">
              <p className="accounts-answers__count">
                {t("accounts.question.answers", { count: question.answers.length })}
              </p>
              <ol>
                {question.answers.map((a) => (
                  <li key={a.id} className="accounts-answer">
                    <p className="accounts-question__meta">
                      {t("accounts.question.answeredBy", {
                        author: a.byAuthor ? localized(lang, a.byAuthor.nameEn, a.byAuthor.nameCn) : a.author,
                        date: formatDate(a.createdAt, lang),
                      })}{" "}
                      <PostMarks post={a} byAuthor={a.byAuthor !== null} />
                    </p>
                    <p className="accounts-plain">{a.body}</p>
                  </li>
                ))}
              </ol>
            </div>
          ) : null}
        </article>
      ) : null}

      {link.ok || actionData ? (
        <Form method="post" noValidate className="accounts-form accounts-card answer-link-form">
          {formError && formError !== INVALID ? <Notice tone="error">{t(formError as MessageKey)}</Notice> : null}
          <input type="hidden" name="id" value={questionId ?? ""} />
          <input type="hidden" name="token" value={token} />
          <TextArea
            {...field.text("body")}
            error={field.error("body") ? questionProblemKey(field.error("body") as QuestionProblem) : null}
            label={t("questions.answerLink.label")}
            rows={8}
            required
            hint={t("questions.answerLink.hint")}
          />
          {invalid ? null : <PostButton busy={busy} label="accounts.answer.submit" />}
        </Form>
      ) : null}
    </main>
  );
}
