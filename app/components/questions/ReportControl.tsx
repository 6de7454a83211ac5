import { useState } from "react";
import { useFetcher, useLocation, useSearchParams } from "react-router";
import type { PostKind } from "@core/db/schema";
import { reportProblem } from "@core/questions/moderation-rules";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { TextArea } from "~/components/forms/FormFields";
import { Notice } from "~/components/account/Notice";
import { PostButton } from "~/components/account/PostButton";
import type { QuestionActionData, ReportRefusal } from "~/components/account/question-form-state";
import { useRootData } from "~/lib/route-data";

const REFUSAL_KEYS: Record<ReportRefusal, MessageKey> = {
  "reason-required": "questions.report.reasonRequired",
  "reason-too-long": "questions.report.reasonTooLong",
  already: "questions.report.already",
  "rate-limited": "questions.report.rateLimited",
  "not-found": "questions.report.notFound",
  failed: "accounts.question.failed",
};

/**
 * "Report" under a question or answer (ADR 0111): signed-in readers only (visitors see nothing; reports are tied to an
 * account, one per reader and post). A disclosure with a required reason, posted to the questions handler (the page's
 * own action on the protocol page), so it works without JavaScript; the reader comes back to the post, thanked.
 */
export function ReportControl({
  kind,
  postId,
  initial = null,
  action,
}: {
  kind: PostKind;
  postId: number;
  initial?: QuestionActionData | null;
  action?: string;
}) {
  const { lang, t } = useI18n();
  const root = useRootData();
  const location = useLocation();
  const [params] = useSearchParams();
  const fetcher = useFetcher<QuestionActionData>({ key: `report-${kind}-${postId}` });
  const [local, setLocal] = useState<ReportRefusal | null>(null);
  if (!root?.user) return null;
  const id = `${kind}-${postId}`;
  if (params.get("reported") === id) {
    return (
      <div className="post-report">
        <Notice tone="success">{t("questions.report.thanks")}</Notice>
      </div>
    );
  }
  const answer = fetcher.data ?? initial;
  const mine =
    answer?.intent === "report" && answer.report?.kind === kind && answer.report.postId === postId ? answer : null;
  const problem = local ?? mine?.report?.problem ?? null;
  const fieldProblem = problem === "reason-required" || problem === "reason-too-long" ? problem : null;
  const formProblem = problem && !fieldProblem ? problem : null;
  const busy = fetcher.state !== "idle";
  const search = new URLSearchParams(location.search);
  search.delete("reported");
  const here = `${location.pathname}${search.size ? `?${search}` : ""}`;
  return (
    <details className="post-report" open={mine ? true : undefined}>
      <summary>{t(kind === "question" ? "questions.report.questionButton" : "questions.report.answerButton")}</summary>
      <fetcher.Form
        method="post"
        action={action ?? `/${lang}/questions`}
        noValidate
        className="accounts-form post-report__form"
        onSubmit={(event) => {
          const found = reportProblem(String(new FormData(event.currentTarget).get("reason") ?? ""));
          setLocal(found);
          if (found || busy) event.preventDefault();
        }}
      >
        {formProblem ? (
          <Notice tone={formProblem === "already" ? "info" : "error"}>{t(REFUSAL_KEYS[formProblem])}</Notice>
        ) : null}
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="post_id" value={postId} />
        <input type="hidden" name="redirect" value={here} />
        <TextArea
          look="account"
          label={t("questions.report.reason")}
          name="reason"
          rows={3}
          required
          hint={t("questions.report.hint")}
          defaultValue={mine?.values.reason ?? ""}
          error={fieldProblem ? REFUSAL_KEYS[fieldProblem] : null}
        />
        <PostButton busy={busy} label="questions.report.submit" secondary />
      </fetcher.Form>
    </details>
  );
}
