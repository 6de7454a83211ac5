import { data, redirect, type AppLoadContext } from "react-router";
import { postAnswer } from "@core/questions/post-answer";
import { postQuestion } from "@core/questions/post-question";
import { answerSchema, questionProblems, questionSchema } from "@core/questions/question-rules";
import { POST_KINDS, reportProblem } from "@core/questions/moderation-rules";
import { reportPost } from "@core/questions/report-post";
import type { PostKind } from "@core/db/schema";
import type { QuestionActionData } from "~/components/account/question-form-state";
import { loginPath, readActionForm, redirectTarget, textFields } from "./account-route.server";
import { assertSameSite } from "./csrf.server";
import { getSessionUser } from "./session.server";
import { guardLanguage } from "./language-guard.server";
import { parseRecordId } from "@core/db/parse-record-id";
import { emailDeliveryOf, mailSettingsOf } from "./forms/forms-services.server";

/** The page to go back to, without an earlier report's thank-you (`reported`), which belongs to that one post. */
function returnPath(value: FormDataEntryValue | null, lang: "en" | "cn", reported?: string): string {
  const target = redirectTarget(value, lang);
  const url = new URL(target, "http://site.invalid");
  url.searchParams.delete("reported");
  if (reported) url.searchParams.set("reported", reported);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A question (intent=question, with protocol_id for a protocol, without for a general one) or an answer
 * (intent=answer, question_id), posted to /{lang}/questions or to the protocol page itself (issue 19): one
 * handler, so both pages keep the same rules. Signed-in readers only (visitors go to log in and come back).
 * Checked with the form's schema; on success back to `redirect` (a same-site path, safeRedirectPath) at the
 * new post; otherwise the values come back with the messages to the page that was posted to, so nothing
 * typed is lost without JavaScript either (SPEC §8: "Operation failed, please try again later." when not saved).
 * A question about a protocol e-mails its corresponding authors (ADR 0111). intent=report (kind, post_id, reason)
 * reports a question or answer to the editors and comes back with `?reported=<kind>-<id>` at the post.
 */
export async function questionPostAction({ request, context }: { request: Request; params: { lang?: string }; context: AppLoadContext }) {
  const lang = guardLanguage(request);
  assertSameSite(request, context);
  const form = await readActionForm(request);
  const target = returnPath(form.get("redirect"), lang);
  const user = await getSessionUser(request, context);
  if (!user) throw redirect(loginPath(lang, target));
  const fields = textFields(form, ["intent", "protocol_id", "question_id", "title", "description", "body", "idempotency_key", "kind", "post_id", "reason"]);
  const key = fields.idempotency_key || null;

  if (fields.intent === "report") {
    const kind = POST_KINDS.find((k) => k === fields.kind);
    const postId = parseRecordId(fields.post_id);
    if (!kind || postId === null) throw redirect(target);
    const refuse = (problem: NonNullable<QuestionActionData["report"]>["problem"], status: number) =>
      data<QuestionActionData>({ intent: "report", values: { reason: fields.reason }, report: { kind, postId, problem } }, { status });
    const problem = reportProblem(fields.reason);
    if (problem) return refuse(problem, 400);
    try {
      const result = await reportPost(context.db, user.id, kind, postId, fields.reason);
      if (result.ok) throw redirect(reportedPath(form.get("redirect"), lang, kind, postId));
      return refuse(result.problem, result.problem === "rate-limited" ? 429 : result.problem === "already" ? 409 : 404);
    } catch (error) {
      if (error instanceof Response) throw error;
      return refuse("failed", 500);
    }
  }

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
    const result = await postQuestion(context.db, user.id, protocolId, questionSchema.parse(values), key, new Date(), mailSettingsOf(context, request));
    if (result.ok) {
      // The authors' e-mails were queued with the question; a failed delivery stays in the outbox for the retry.
      await emailDeliveryOf(context)(result.emailIds ?? []).catch((error: unknown) => console.error("question: author e-mail delivery failed", error));
      throw redirect(`${target.split("#")[0]}#question-${result.id}`);
    }
    return data<QuestionActionData>({ intent: "question", failed: true, values, protocolId, redirect: target }, { status: result.problem === "rate-limited" ? 429 : 404 });
  } catch (error) {
    if (error instanceof Response) throw error;
    return data<QuestionActionData>({ intent: "question", failed: true, values, protocolId, redirect: target }, { status: 500 });
  }
}

/** Back at the reported post, which thanks the reader (`reported=<kind>-<id>`). */
function reportedPath(value: FormDataEntryValue | null, lang: "en" | "cn", kind: PostKind, postId: number): string {
  const back = returnPath(value, lang, `${kind}-${postId}`);
  return `${back.split("#")[0]}#${kind}-${postId}`;
}
