import "virtual:messages/with/office";
import { useActionData } from "react-router";
import type { Route } from "./+types/editorial-special-issue";
import { formatDate } from "@core/dates/format-date";
import { addSectionProtocol } from "@core/editorial/special-issues/add-section-protocol";
import { addSpecialIssuePerson } from "@core/editorial/special-issues/add-special-issue-person";
import { addSpecialIssueSection } from "@core/editorial/special-issues/add-special-issue-section";
import { findEditorialSpecialIssue } from "@core/editorial/special-issues/find-editorial-special-issue";
import { moveSectionProtocol } from "@core/editorial/special-issues/move-section-protocol";
import { moveSpecialIssuePerson } from "@core/editorial/special-issues/move-special-issue-person";
import { moveSpecialIssueSection } from "@core/editorial/special-issues/move-special-issue-section";
import { removeSectionProtocol } from "@core/editorial/special-issues/remove-section-protocol";
import { removeSpecialIssuePerson } from "@core/editorial/special-issues/remove-special-issue-person";
import { removeSpecialIssueSection } from "@core/editorial/special-issues/remove-special-issue-section";
import { renameSpecialIssueSection } from "@core/editorial/special-issues/rename-special-issue-section";
import { setSpecialIssueState } from "@core/editorial/special-issues/set-special-issue-state";
import {
  SPECIAL_ISSUE_COVERS,
  SPECIAL_ISSUE_INTENTS,
  personOf,
  sectionTitlesOf,
  specialIssueActionForm,
  specialIssueDetailsOf,
  type SpecialIssueActionInput,
} from "@core/editorial/special-issues/special-issue-forms";
import type { SpecialIssueChangeResult } from "@core/editorial/special-issues/special-issue-result";
import { updateSpecialIssueDetails } from "@core/editorial/special-issues/update-special-issue-details";
import { COLLECTION_COVER_SIZE } from "@core/editorial/collections/collection-forms";
import type { Db } from "@core/db/client";
import type { AuditActor } from "@core/editorial/write-audit-entry";
import { useI18n } from "~/i18n/translate";
import { CollectionDetailsForm } from "~/components/editorial/CollectionFields";
import { useReturnFocus } from "~/components/editorial/OrderedProtocolList";
import { PublishForm } from "~/components/editorial/PublishForm";
import { DoneNotice, OfficePage, RecordFooter, StateBadge } from "~/components/editorial/RecordParts";
import { COVER_FILES, loadRecordPage, redirectTo, runRecordAction, uploadedCover } from "~/lib/editorial-office-page.server";
import { SPECIAL_ISSUE_REFUSALS } from "~/components/editorial/showcase-refusals";
import { SpecialIssuePeople } from "~/components/editorial/SpecialIssuePeople";
import { SpecialIssueSections } from "~/components/editorial/SpecialIssueSections";
import { FormAlert } from "~/components/forms/FormParts";
import type { FormActionData } from "~/lib/forms/form-action-data";
import type { SubmitOutcome } from "~/lib/forms/run-form-action.server";
import "~/styles/editorial.css";
import "~/styles/editorial-issues.css";
import "~/styles/editorial-collections.css";

const DONE = ["create", ...SPECIAL_ISSUE_INTENTS] as const;

export const loader = (args: Route.LoaderArgs) => loadRecordPage(args, findEditorialSpecialIssue, "special_issue", DONE);

/** One change, told apart by intent (each an operation of core/editorial/special-issues). */
function change(db: Db, id: number, v: SpecialIssueActionInput, actor: AuditActor, coverUrl: string | null): Promise<SpecialIssueChangeResult> {
  const section = Number(v.sectionId);
  const protocol = Number(v.protocolId.replace(/^#/, ""));
  const position = Number(v.position);
  switch (v.intent) {
    case "details":
      return updateSpecialIssueDetails(db, id, { ...specialIssueDetailsOf(v), ...(coverUrl ? { coverUrl } : {}) }, actor);
    case "publish":
    case "unpublish":
      return setSpecialIssueState(db, id, v.intent === "publish" ? "published" : "draft", actor);
    case "section-add":
      return addSpecialIssueSection(db, id, sectionTitlesOf(v), actor);
    case "section-edit":
      return renameSpecialIssueSection(db, id, section, sectionTitlesOf(v), actor);
    case "section-up":
    case "section-down":
      return moveSpecialIssueSection(db, id, section, position, v.intent === "section-up" ? "up" : "down", actor);
    case "section-remove":
      return removeSpecialIssueSection(db, id, section, actor);
    case "add":
      return addSectionProtocol(db, id, section, protocol, actor);
    case "remove":
      return removeSectionProtocol(db, id, section, protocol, actor);
    case "up":
    case "down":
      return moveSectionProtocol(db, id, section, protocol, position, v.intent, actor);
    case "person-add":
      return addSpecialIssuePerson(db, id, personOf(v), actor);
    case "person-up":
    case "person-down":
      return moveSpecialIssuePerson(db, id, Number(v.personId), position, v.intent === "person-up" ? "up" : "down", actor);
    case "person-remove":
      return removeSpecialIssuePerson(db, id, Number(v.personId), actor);
  }
}

/** The fragment the page comes back to: the button just pressed (the focus returns to it), or the list changed. */
function anchorOf(v: SpecialIssueActionInput): string {
  const protocol = v.protocolId.replace(/^#/, "");
  if (v.intent === "up" || v.intent === "down") return `#move-s${v.sectionId}-${protocol}-${v.intent}`;
  if (v.intent === "section-up" || v.intent === "section-down") return `#section-${v.sectionId}-${v.intent.slice(8)}`;
  if (v.intent === "person-up" || v.intent === "person-down") return `#person-${v.personId}-${v.intent.slice(7)}`;
  if (v.intent.startsWith("person-")) return "#people";
  return v.intent === "details" || v.intent === "publish" || v.intent === "unpublish" ? "" : "#sections";
}

export async function action(args: Route.ActionArgs) {
  return runRecordAction(args, {
    form: specialIssueActionForm,
    files: COVER_FILES,
    async submit({ db, values, uploads, id, actor, lang, context }): Promise<SubmitOutcome> {
      const cover = await uploadedCover(context, values.intent === "details" ? uploads.coverToken : null, COLLECTION_COVER_SIZE);
      if (!cover.ok) return cover.outcome;
      const result = await change(db, id, values, actor, cover.src);
      if (!result.ok) {
        const message = SPECIAL_ISSUE_REFUSALS[result.reason];
        if (result.reason === "slug") return { ok: false, errors: { slug: message } };
        if (result.reason === "early" && values.intent === "details") return { ok: false, errors: { publishedOn: message } };
        if (values.intent === "add") return { ok: false, errors: { protocolId: message } };
        return { ok: false, formError: message };
      }
      return redirectTo(`/${lang}/editorial/special-issues/${id}?done=${values.intent}${anchorOf(values)}`);
    },
  });
}

/** /{lang}/editorial/special-issues/:id: a special issue's details, sections, protocols and people, and its publication (ADR 0106). */
export default function EditorialSpecialIssuePage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const result = useActionData<FormActionData>();
  const { record: issue, history, done, idempotencyKey } = loaderData;
  const name = lang === "cn" ? issue.titleCn : issue.titleEn;
  const action = `/${lang}/editorial/special-issues/${issue.id}`;
  const failed = result?.status === "error" ? result : null;
  const intent = failed ? String(failed.values.intent ?? "") : "";
  const detailsFailed = intent === "details";
  const shownInPlace = ["details", "add", "section-add", "section-edit", "person-add"].includes(intent) && failed && !failed.formError;
  useReturnFocus("sections");

  const stored = {
    slug: issue.slug,
    publishedOn: issue.publishedOn,
    titleEn: issue.titleEn,
    titleCn: issue.titleCn,
    descriptionEn: issue.descriptionEn,
    descriptionCn: issue.descriptionCn,
    coverUrl: issue.coverUrl,
  };
  const published = issue.state === "published";

  return (
    <OfficePage title={name}>
      <p>
        <StateBadge state={issue.state}>{t(`editorial.collections.state.${issue.state}`)}</StateBadge>{" "}
        {formatDate(issue.publishedOn, lang)}{" "}
        {published ? <a href={`/${lang}/specialissue?id=${issue.id}`}>{t("editorial.special.viewPublic")}</a> : null}
      </p>
      <DoneNotice text={done && !result ? t(`editorial.special.done.${done}`) : null} />
      <FormAlert message={failed && !shownInPlace ? (failed.formError ?? "forms.failed") : null} />

      <SpecialIssueSections issue={issue} action={action} idempotencyKey={idempotencyKey} failed={failed} />
      <SpecialIssuePeople issue={issue} action={action} idempotencyKey={idempotencyKey} failed={failed} />

      <CollectionDetailsForm
        area="special"
        stored={stored}
        failed={detailsFailed ? failed : null}
        covers={SPECIAL_ISSUE_COVERS} withDate
        action={action}
        idempotencyKey={idempotencyKey}
      />

      <PublishForm id="editorial-special-publish" area="special" published={published} action={action} idempotencyKey={idempotencyKey} />

      <RecordFooter title={t("editorial.special.history")} history={history} back={`/${lang}/editorial/special-issues`} backLabel={t("editorial.special.back")} />
    </OfficePage>
  );
}
