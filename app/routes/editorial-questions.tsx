import "~/i18n/office-messages";
import { Form } from "react-router";
import type { Route } from "./+types/editorial-questions";
import { listModerationQueue } from "@core/questions/list-moderation-queue";
import { markQueueSeen } from "@core/questions/mark-queue-seen";
import { queueSeenForm } from "@core/questions/moderation-rules";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { EditorialNav } from "~/components/editorial/EditorialNav";
import { QueuePostTable } from "~/components/editorial/QueuePostTable";
import { FormAlert, FormMeta, SubmitButton } from "~/components/forms/FormParts";
import { useFormPage } from "~/components/forms/use-form-page";
import { newIdempotencyKey } from "~/lib/forms/new-idempotency-key.server";
import { runFormAction, type SubmitOutcome } from "~/lib/forms/run-form-action.server";
import { requireEditor } from "~/lib/editorial.server";
import { guardLanguage } from "~/lib/language-guard.server";
import "~/styles/forms.css";
import "~/styles/editorial.css";
import "~/styles/editorial-questions.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireEditor(request, context);
  const queue = await listModerationQueue(context.db, user.id);
  const done = new URL(request.url).searchParams.get("done") === "seen" ? ("seen" as const) : null;
  return { queue, done, idempotencyKey: newIdempotencyKey() };
}

export async function action(args: Route.ActionArgs) {
  const { user } = await requireEditor(args.request, args.context);
  const lang = guardLanguage(args.request);
  return runFormAction(args, {
    name: "editorial",
    form: queueSeenForm,
    async submit({ db, values }): Promise<SubmitOutcome> {
      await markQueueSeen(db, user.id, { questionId: Number(values.questionId), answerId: Number(values.answerId) });
      return { ok: true, reference: null, emailIds: [], redirectTo: `/${lang}/editorial/questions?done=seen` };
    },
  });
}

/**
 * /{lang}/editorial/questions: the moderation queue (ADR 0111) — posts with open reports, and the questions and
 * answers posted since this editor last marked the queue as seen, oldest first. Each post is moderated on its
 * question's page.
 */
export default function EditorialQuestionsPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { result } = useFormPage(queueSeenForm);
  const { queue, done, idempotencyKey } = loaderData;
  const action = `/${lang}/editorial/questions`;
  const failed = result?.status === "error" ? result : null;

  return (
    <main id="main" className="container forms-page editorial-page">
      <PageHead title={t("editorial.questions.title")} noindex />
      <EditorialNav />
      <h1>{t("editorial.questions.title")}</h1>
      <p className="forms-lead">{t("editorial.questions.intro")}</p>
      {done && !result ? (
        <p className="editorial-notice" role="status">
          {t("editorial.questions.done.seen")}
        </p>
      ) : null}
      <FormAlert message={failed ? (failed.formError ?? "forms.failed") : null} />

      <section aria-labelledby="editorial-questions-reported">
        <h2 id="editorial-questions-reported">{t("editorial.questions.reported", { count: queue.reported.length })}</h2>
        {queue.reported.length === 0 ? (
          <p>{t("editorial.questions.reportedNone")}</p>
        ) : (
          <QueuePostTable posts={queue.reported} withReports />
        )}
      </section>

      <section aria-labelledby="editorial-questions-new">
        <h2 id="editorial-questions-new">{t("editorial.questions.new", { count: queue.newTotal })}</h2>
        {queue.newPosts.length === 0 ? (
          <p>{t("editorial.questions.newNone")}</p>
        ) : (
          <>
            {queue.newTotal > queue.newPosts.length ? (
              <p className="forms-hint">
                {t("editorial.questions.newMore", { shown: queue.newPosts.length, total: queue.newTotal })}
              </p>
            ) : null}
            <QueuePostTable posts={queue.newPosts} withReports={false} />
            <Form method="post" action={action} className="editorial-actions">
              <FormMeta idempotencyKey={idempotencyKey} requiredNote={false} />
              <input type="hidden" name="intent" value="seen" />
              <input type="hidden" name="questionId" value={queue.shownUpTo.questionId} />
              <input type="hidden" name="answerId" value={queue.shownUpTo.answerId} />
              <SubmitButton label={t("editorial.questions.markSeen")} action={action} />
              <span className="forms-hint">{t("editorial.questions.markSeenHint")}</span>
            </Form>
          </>
        )}
      </section>
    </main>
  );
}
