import { Link, useLocation } from "react-router";
import { useI18n } from "~/i18n/translate";
import { TextArea, TextField } from "~/components/forms/FormFields";
import { Notice } from "./Notice";
import { questionProblemKey } from "./problem-keys";
import { PostButton } from "./PostButton";
import type { QuestionActionData } from "./question-form-state";
import { usePostForm } from "./use-post-form";
import { useRootData } from "~/lib/route-data";

export interface QuestionFormProps {
  /** The protocol asked about; omit (or null) for a general question. */
  protocolId?: number | null;
  /** The action's answer when the page was posted without scripts (values and messages to show again). */
  initial?: QuestionActionData | null;
  /** Where the form posts: /{lang}/questions unless the page has its own action (the protocol page). */
  action?: string;
}

/**
 * Ask a question (SPEC §2.8, §5): title and description, posted to /{lang}/questions. The SPEC's rules
 * are checked here and again on the server (one schema). Visitors get a link to log in and come back.
 * The button is disabled while posting and each post carries an idempotency key, so a double click
 * never posts twice. On success the page shows the new question (the action redirects back here). The rules
 * come when the reader first focuses the form (usePostForm).
 */
export function QuestionForm({ protocolId: givenProtocolId = null, initial = null, action }: QuestionFormProps) {
  const protocolId = givenProtocolId ?? initial?.protocolId ?? null;
  const { lang, t } = useI18n();
  const root = useRootData();
  const location = useLocation();
  const { fetcher, postKey, busy, posted, problems: local, formProps } = usePostForm(
    `question-form-${protocolId ?? "general"}`,
    "questionSchema",
  );
  const answer = fetcher.data ?? (initial?.intent === "question" ? initial : null);

  const here = initial?.redirect ?? `${location.pathname}${location.search}`;
  if (!root?.user) {
    return (
      <p className="accounts-login-prompt">
        <Link to={`/${lang}/login?redirect=${encodeURIComponent(here)}`}>{t("accounts.question.loginToAsk")}</Link>
      </p>
    );
  }
  const problems = local ?? answer?.problems ?? {};
  const messageFor = (field: "title" | "description") => {
    const problem = problems[field];
    return problem ? questionProblemKey(problem) : null;
  };
  return (
    <fetcher.Form
      {...formProps}
      action={action ?? `/${lang}/questions`}
      className="accounts-form accounts-question-form"
      aria-labelledby={`question-heading-${protocolId ?? "general"}`}
    >
      <h3 id={`question-heading-${protocolId ?? "general"}`}>{t("accounts.question.heading")}</h3>
      <p className="accounts-muted">{t("accounts.question.intro")}</p>
      {answer?.failed && !local ? <Notice tone="error">{t("accounts.question.failed")}</Notice> : null}
      {posted ? <Notice tone="success">{t("accounts.question.posted")}</Notice> : null}
      <input type="hidden" name="intent" value="question" />
      {protocolId !== null ? <input type="hidden" name="protocol_id" value={protocolId} /> : null}
      <input type="hidden" name="redirect" value={here} />
      <input type="hidden" name="idempotency_key" value={postKey} />
      <TextField look="account" label={t("accounts.question.title")} name="title" required defaultValue={answer?.values.title ?? ""} error={messageFor("title")} hint={t("accounts.question.rulesHint")} />
      <TextArea look="account" label={t("accounts.question.description")} name="description" rows={6} required defaultValue={answer?.values.description ?? ""} error={messageFor("description")} />
      <PostButton busy={busy} label="accounts.question.submit" />
    </fetcher.Form>
  );
}
