import "virtual:messages/with/office";
import type { Route } from "./+types/editorial-questions";
import { listModerationQueue } from "@core/questions/list-moderation-queue";
import { markQueueSeen } from "@core/questions/mark-queue-seen";
import { queueSeenForm } from "@core/questions/moderation-forms";
import { useI18n } from "~/i18n/translate";
import { IntentForm } from "~/components/editorial/IntentForm";
import { QueuePostTable } from "~/components/editorial/QueuePostTable";
import { DoneNotice, OfficePage, OfficeSection } from "~/components/editorial/RecordParts";
import { FormAlert, SubmitButton } from "~/components/forms/FormParts";
import { useFormPage } from "~/components/forms/use-form-page";
import { loadOfficePage, redirectTo, runEditorAction } from "~/lib/editorial-office-page.server";
import "~/styles/editorial.css";
import "~/styles/editorial-questions.css";

export const loader = (args: Route.LoaderArgs) =>
  loadOfficePage(args, async ({ db, user }) => ({ queue: await listModerationQueue(db, user.id) }), ["seen"]);

export async function action(args: Route.ActionArgs) {
  return runEditorAction(args, {
    form: queueSeenForm,
    async submit({ db, values, user, lang }) {
      await markQueueSeen(db, user.id, { questionId: Number(values.questionId), answerId: Number(values.answerId) });
      return redirectTo(`/${lang}/editorial/questions?done=seen`);
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
    <OfficePage title={t("editorial.questions.title")}>
      <p className="forms-lead">{t("editorial.questions.intro")}</p>
      <DoneNotice text={done && !result ? t("editorial.questions.done.seen") : null} />
      <FormAlert message={failed ? (failed.formError ?? "forms.failed") : null} />

      <OfficeSection
        id="editorial-questions-reported"
        title={t("editorial.questions.reported", { count: queue.reported.length })}
      >
        {queue.reported.length === 0 ? (
          <p>{t("editorial.questions.reportedNone")}</p>
        ) : (
          <QueuePostTable posts={queue.reported} withReports />
        )}
      </OfficeSection>

      <OfficeSection id="editorial-questions-new" title={t("editorial.questions.new", { count: queue.newTotal })}>
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
            <IntentForm intent="seen" idempotencyKey={idempotencyKey} action={action} className="editorial-actions">
              <input type="hidden" name="questionId" value={queue.shownUpTo.questionId} />
              <input type="hidden" name="answerId" value={queue.shownUpTo.answerId} />
              <SubmitButton label={t("editorial.questions.markSeen")} action={action} />
              <span className="forms-hint">{t("editorial.questions.markSeenHint")}</span>
            </IntentForm>
          </>
        )}
      </OfficeSection>
    </OfficePage>
  );
}
