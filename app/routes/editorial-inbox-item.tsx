import "~/i18n/office-messages";
import { Link, useActionData } from "react-router";
import type { Route } from "./+types/editorial-inbox-item";
import { formatDate } from "@core/dates/format-date";
import { addInboxNote } from "@core/editorial/inbox/add-inbox-note";
import { assignInboxItem } from "@core/editorial/inbox/assign-inbox-item";
import { changeInboxStatus } from "@core/editorial/inbox/change-inbox-status";
import { decideFeeWaiver } from "@core/editorial/inbox/decide-fee-waiver";
import { draftInboxReply } from "@core/editorial/inbox/draft-inbox-reply";
import { findInboxItem } from "@core/editorial/inbox/find-inbox-item";
import { accountIdOf, inboxItemForm, listingOf, INBOX_INTENTS } from "@core/editorial/inbox/inbox-forms";
import type { InboxChangeResult } from "@core/editorial/inbox/inbox-item-row";
import {
  hasTemplate,
  inboxItemPath,
  isInboxKind,
  isInboxStatus,
  waiverTemplate,
  type WaiverDecision as Decision,
} from "@core/editorial/inbox/inbox-rules";
import { listAssignableEditors } from "@core/editorial/inbox/list-assignable-editors";
import { sendInboxReply } from "@core/editorial/inbox/send-inbox-reply";
import { suggestAmbassadorListing } from "@core/editorial/inbox/suggest-ambassador-listing";
import { translate, useI18n, type MessageKey } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { EditorialNav } from "~/components/editorial/EditorialNav";
import { InboxHistory } from "~/components/editorial/inbox/InboxHistory";
import { InboxAssignForm, InboxNoteForm, InboxStatusForms } from "~/components/editorial/inbox/InboxOfficeForms";
import { InboxRecord } from "~/components/editorial/inbox/InboxRecord";
import { InboxReplyForm } from "~/components/editorial/inbox/InboxReplyForm";
import { InboxStatusBadge } from "~/components/editorial/inbox/InboxStatusBadge";
import { WaiverDecision } from "~/components/editorial/inbox/WaiverDecision";
import type { FormActionData } from "~/lib/forms/form-action-data";
import { newIdempotencyKey } from "~/lib/forms/new-idempotency-key.server";
import { runFormAction, type SubmitOutcome } from "~/lib/forms/run-form-action.server";
import { editorialRecordId, requireEditor } from "~/lib/editorial.server";
import { guardLanguage } from "~/lib/language-guard.server";
import { notFound } from "~/lib/route-errors";
import "~/styles/forms.css";
import "~/styles/editorial.css";
import "~/styles/editorial-inbox.css";

function itemAddress(params: { kind?: string; id?: string }) {
  if (!isInboxKind(params.kind)) throw notFound();
  return { kind: params.kind, id: editorialRecordId(params.id) };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = await requireEditor(request, context);
  const lang = guardLanguage(request);
  const { kind, id } = itemAddress(params);
  const item = await findInboxItem(context.db, kind, id, lang);
  if (!item) throw notFound();
  const search = new URL(request.url).searchParams;
  const purpose = search.get("template");
  const filled = hasTemplate(kind, purpose)
    ? await draftInboxReply(context.db, { kind, id, purpose, journal: (l) => translate(l, "site.title") })
    : null;
  const listing =
    item.listing?.consent && item.status === "in_progress" ? await suggestAmbassadorListing(context.db, id) : null;
  const done = search.get("done");
  return {
    item,
    editors: await listAssignableEditors(context.db),
    me: user.id,
    draft: filled && hasTemplate(kind, purpose) ? { purpose, subject: filled.subject, body: filled.body } : null,
    listing,
    done: INBOX_INTENTS.find((d) => d === done) ?? null,
    idempotencyKey: newIdempotencyKey(),
  };
}

type Reason = Extract<InboxChangeResult, { ok: false }>["reason"] | "no-email" | "slot";
const REASON_MESSAGES: Record<Reason, MessageKey> = {
  "not-found": "editorial.inbox.error.notFound",
  stale: "editorial.inbox.error.stale",
  transition: "editorial.inbox.error.transition",
  listing: "editorial.inbox.error.listingMissing",
  "not-editor": "editorial.inbox.error.notEditor",
  "no-waiver": "editorial.inbox.error.noWaiver",
  decided: "editorial.inbox.error.decided",
  share: "editorial.inbox.error.share",
  "no-email": "editorial.inbox.error.noEmail",
  slot: "editorial.inbox.error.slot",
};
/** Reasons that belong to one field of the failed form rather than to the whole form. */
const FIELD_OF: Partial<Record<Reason, string>> = { "not-editor": "assignee", share: "share", slot: "body" };

export async function action(args: Route.ActionArgs) {
  const { actor } = await requireEditor(args.request, args.context);
  const lang = guardLanguage(args.request);
  const { kind, id } = itemAddress(args.params);
  const { db } = args.context;
  const page = inboxItemPath(lang, kind, id);
  return runFormAction(args, {
    name: "editorial",
    form: inboxItemForm,
    async submit({ values, mail, idempotencyKey }): Promise<SubmitOutcome> {
      let result: { ok: true; emailIds?: number[] } | { ok: false; reason: Reason };
      let next = `${page}?done=${values.intent}`;
      switch (values.intent) {
        case "status": {
          if (!isInboxStatus(values.from) || !isInboxStatus(values.to)) return { ok: false, formError: "forms.failed" };
          result = await changeInboxStatus(db, {
            kind,
            id,
            from: values.from,
            to: values.to,
            listing: listingOf(values),
            actor,
          });
          // A decision is usually followed by its letter: the page comes back with that template filled in.
          if (hasTemplate(kind, values.to)) next = `${page}?done=status&template=${values.to}#reply`;
          break;
        }
        case "assign":
          result = await assignInboxItem(db, {
            kind,
            id,
            expected: accountIdOf(values.expectedAssignee),
            assignee: accountIdOf(values.assignee),
            actor,
          });
          break;
        case "note":
          result = await addInboxNote(db, { kind, id, note: values.note.trim(), actor });
          break;
        case "reply":
          result = await sendInboxReply(db, mail, {
            kind,
            id,
            subject: values.subject.trim(),
            body: values.body.trim(),
            idempotencyKey,
            actor,
          });
          next = `${page}?done=reply#inbox-history`;
          break;
        case "waiver": {
          if (kind !== "submission") return { ok: false, formError: REASON_MESSAGES["no-waiver"] };
          const decision = values.decision as Decision;
          result = await decideFeeWaiver(db, {
            id,
            decision,
            partialShare: Number(values.share.trim() || "0"),
            reason: values.reason.trim(),
            actor,
          });
          next = `${page}?done=waiver&template=${waiverTemplate(decision)}#reply`;
          break;
        }
      }
      if (!result.ok) {
        const field = FIELD_OF[result.reason];
        const message = REASON_MESSAGES[result.reason];
        return field ? { ok: false, errors: { [field]: message } } : { ok: false, formError: message };
      }
      return { ok: true, reference: null, emailIds: result.emailIds ?? [], redirectTo: next };
    },
  });
}

/** /{lang}/editorial/inbox/:kind/:id: one received item, its status, assignee, notes, replies and history (ADR 0110). */
export default function EditorialInboxItemPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const result = useActionData<FormActionData>();
  const { item, editors, me, draft, listing, done, idempotencyKey } = loaderData;
  const action = inboxItemPath(lang, item.kind, item.id);
  const failed = result?.status === "error" ? result : null;
  const forms = { item, action, idempotencyKey, failed };
  return (
    <main id="main" className="container forms-page editorial-page">
      <PageHead title={`${item.reference} · ${t("forms.editorial.title")}`} noindex />
      <EditorialNav />
      <p>
        <Link to={`/${lang}/editorial/inbox`}>{t("editorial.inbox.back")}</Link>
      </p>
      <h1>
        {t(`editorial.inbox.kind.${item.kind}`)} {item.reference}
      </h1>
      <p className="inbox-head">
        <InboxStatusBadge status={item.status} /> <span>{item.title}</span>
        <span className="forms-hint">{t("editorial.inbox.received", { date: formatDate(item.createdAt, lang) })}</span>
      </p>
      {done && !result ? (
        <p className="editorial-notice" role="status">
          {t(`editorial.inbox.done.${done}`)}
        </p>
      ) : null}
      <div className="inbox-layout">
        <div className="inbox-main">
          <InboxRecord item={item} />
          {item.waiver ? (
            <WaiverDecision waiver={item.waiver} action={action} idempotencyKey={idempotencyKey} failed={failed} />
          ) : null}
          <InboxReplyForm {...forms} draft={draft} />
          <InboxHistory events={item.events} />
        </div>
        <aside className="inbox-aside" aria-label={t("editorial.inbox.office")}>
          <InboxStatusForms {...forms} listing={listing} />
          <InboxAssignForm {...forms} editors={editors} me={me} />
          <InboxNoteForm action={action} idempotencyKey={idempotencyKey} failed={failed} />
        </aside>
      </div>
    </main>
  );
}
