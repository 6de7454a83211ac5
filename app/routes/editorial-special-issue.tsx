import "~/i18n/office-messages";
import { Form, Link, useActionData } from "react-router";
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
import { COLLECTION_COVER_ASPECT, COLLECTION_COVER_WIDTHS } from "@core/editorial/collections/collection-forms";
import { listAuditEntries } from "@core/editorial/list-audit-entries";
import type { Db } from "@core/db/client";
import type { AuditActor } from "@core/editorial/write-audit-entry";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { AuditTable } from "~/components/editorial/AuditTable";
import { CollectionFields } from "~/components/editorial/CollectionFields";
import { EditorialNav } from "~/components/editorial/EditorialNav";
import { useReturnFocus } from "~/components/editorial/OrderedProtocolList";
import { SpecialIssuePeople } from "~/components/editorial/SpecialIssuePeople";
import { SpecialIssueSections } from "~/components/editorial/SpecialIssueSections";
import { FormAlert, FormMeta } from "~/components/forms/FormParts";
import type { FormActionData } from "~/lib/forms/form-action-data";
import { newIdempotencyKey } from "~/lib/forms/new-idempotency-key.server";
import { runFormAction, type SubmitOutcome } from "~/lib/forms/run-form-action.server";
import { editorialRecordId, requireEditor } from "~/lib/editorial.server";
import { imageFromUpload } from "~/lib/uploaded-images.server";
import { notFound } from "~/lib/route-errors";
import { guardLanguage } from "~/lib/language-guard.server";
import "~/styles/forms.css";
import "~/styles/editorial.css";
import "~/styles/editorial-issues.css";
import "~/styles/editorial-collections.css";

const DONE = ["create", ...SPECIAL_ISSUE_INTENTS] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireEditor(request, context);
  const id = editorialRecordId(params.id);
  const issue = await findEditorialSpecialIssue(context.db, id);
  if (!issue) throw notFound();
  const history = await listAuditEntries(context.db, { page: 1, entity: { type: "special_issue", id: String(id) } });
  const done = new URL(request.url).searchParams.get("done");
  return { issue, history: history.rows, done: DONE.find((d) => d === done) ?? null, idempotencyKey: newIdempotencyKey() };
}

type Reason = Extract<SpecialIssueChangeResult, { ok: false }>["reason"];
const REASON_MESSAGES: Record<Reason, MessageKey> = {
  "not-found": "editorial.special.error.notFound",
  unknown: "editorial.collections.error.unknown",
  offline: "editorial.collections.error.offline",
  already: "editorial.special.error.already",
  stale: "editorial.collections.error.stale",
  slug: "editorial.special.error.slugTaken",
  empty: "editorial.special.error.empty",
  early: "editorial.special.error.early",
  notEmpty: "editorial.special.error.notEmpty",
};

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
  const { actor } = await requireEditor(args.request, args.context);
  const id = editorialRecordId(args.params.id);
  const lang = guardLanguage(args.request);
  return runFormAction(args, {
    name: "editorial",
    form: specialIssueActionForm,
    // The details form may carry a cover image (ADR 0105, 0106): it replaces the chosen cover.
    files: [{ field: "cover", tokenField: "coverToken", kind: "image" }],
    async submit({ db, values, uploads }): Promise<SubmitOutcome> {
      const upload = values.intent === "details" ? uploads.coverToken : null;
      const cover = upload ? await imageFromUpload(args.context, upload.token, { widths: COLLECTION_COVER_WIDTHS, aspect: COLLECTION_COVER_ASPECT }) : null;
      if (cover && !cover.ok) return { ok: false, errors: { coverToken: cover.message } };
      const result = await change(db, id, values, actor, cover ? cover.image.src : null);
      if (!result.ok) {
        const message = REASON_MESSAGES[result.reason];
        if (result.reason === "slug") return { ok: false, errors: { slug: message } };
        if (result.reason === "early" && values.intent === "details") return { ok: false, errors: { publishedOn: message } };
        if (values.intent === "add") return { ok: false, errors: { protocolId: message } };
        return { ok: false, formError: message };
      }
      return { ok: true, reference: null, emailIds: [], redirectTo: `/${lang}/editorial/special-issues/${id}?done=${values.intent}${anchorOf(values)}` };
    },
  });
}

/** /{lang}/editorial/special-issues/:id: a special issue's details, sections, protocols and people, and its publication (ADR 0106). */
export default function EditorialSpecialIssuePage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const result = useActionData<FormActionData>();
  const { issue, history, done, idempotencyKey } = loaderData;
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
    <main id="main" className="container forms-page editorial-page">
      <PageHead title={name} noindex />
      <EditorialNav />
      <h1>{name}</h1>
      <p>
        <span className={`editorial-issue-state editorial-issue-state--${issue.state}`}>{t(`editorial.collections.state.${issue.state}`)}</span>{" "}
        {formatDate(issue.publishedOn, lang)}{" "}
        {published ? <a href={`/${lang}/specialissue?id=${issue.id}`}>{t("editorial.special.viewPublic")}</a> : null}
      </p>
      {done && !result ? (
        <p className="editorial-notice" role="status">
          {t(`editorial.special.done.${done}`)}
        </p>
      ) : null}
      <FormAlert message={failed && !shownInPlace ? (failed.formError ?? "forms.failed") : null} />

      <SpecialIssueSections issue={issue} action={action} idempotencyKey={idempotencyKey} failed={failed} />
      <SpecialIssuePeople issue={issue} action={action} idempotencyKey={idempotencyKey} failed={failed} />

      <details className="editorial-issue-details" open={detailsFailed || undefined}>
        <summary>{t("editorial.special.details")}</summary>
        <div className="editorial-collection-head">
          <img src={issue.coverUrl} alt="" width={256} height={144} />
        </div>
        <Form method="post" action={action} encType="multipart/form-data" className="forms-form" noValidate>
          <FormMeta idempotencyKey={idempotencyKey} requiredNote={false} />
          <input type="hidden" name="intent" value="details" />
          <CollectionFields
            values={detailsFailed ? (failed?.values ?? stored) : stored}
            errors={detailsFailed ? (failed?.errors ?? {}) : {}}
            idPrefix="details"
            covers={SPECIAL_ISSUE_COVERS}
            withDate
            upload
          />
          <button type="submit" className="forms-button">
            {t("editorial.special.detailsSave")}
          </button>
        </Form>
      </details>

      <section aria-labelledby="editorial-special-publish" className="editorial-notice">
        <h2 id="editorial-special-publish">{t("editorial.special.publishTitle")}</h2>
        <p>{t(published ? "editorial.special.publishedHint" : "editorial.special.draftHint")}</p>
        <Form method="post" action={action}>
          <FormMeta idempotencyKey={idempotencyKey} requiredNote={false} />
          <input type="hidden" name="intent" value={published ? "unpublish" : "publish"} />
          <button type="submit" className={published ? "forms-button forms-button--secondary" : "forms-button"}>
            {t(published ? "editorial.special.unpublish" : "editorial.special.publish")}
          </button>
        </Form>
      </section>

      {history.length ? <AuditTable title={t("editorial.special.history")} rows={history} /> : null}
      <p>
        <Link to={`/${lang}/editorial/special-issues`}>{t("editorial.special.back")}</Link>
      </p>
    </main>
  );
}
