import { data, redirect, type AppLoadContext } from "react-router";
import { postAnswer } from "@core/questions/post-answer";
import { postQuestion } from "@core/questions/post-question";
import { answerSchema, questionProblems, questionSchema } from "@core/questions/question-rules";
import type { QuestionActionData } from "~/components/account/question-form-state";
import { loginPath, readActionForm, redirectTarget, textFields } from "./account-route.server";
import { assertSameSite } from "./csrf.server";
import { getSessionUser } from "./session.server";
import { guardLanguage } from "./language-guard.server";
import { parseRecordId } from "@core/db/parse-record-id";

/**
 * A question (intent=question, with protocol_id for a protocol, without for a general one) or an answer
 * (intent=answer, question_id), posted to /{lang}/questions or to the protocol page itself (issue 19): one
 * handler, so both pages keep the same rules. Signed-in readers only (visitors go to log in and come back).
 * Checked with the form's schema; on success back to `redirect` (a same-site path, safeRedirectPath) at the
 * new post; otherwise the values come back with the messages to the page that was posted to, so nothing
 * typed is lost without JavaScript either (SPEC §8: "Operation failed, please try again later." when not saved).
 */
export async function questionPostAction({ request, context }: { request: Request; params: { lang?: string }; context: AppLoadContext }) {
  const lang = guardLanguage(request);
  assertSameSite(request, context);
  const form = await readActionForm(request);
  const target = redirectTarget(form.get("redirect"), lang);
  const user = await getSessionUser(request, context);
  if (!user) throw redirect(loginPath(lang, target));
  const fields = textFields(form, ["intent", "protocol_id", "question_id", "title", "description", "body", "idempotency_key"]);
  const key = fields.idempotency_key || null;

  if (fields.intent === "answer") {
    const questionId = parseRecordId(fields.question_id);
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
  const protocolId = fields.protocol_id === "" ? null : (parseRecordId(fields.protocol_id) ?? NaN);
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
