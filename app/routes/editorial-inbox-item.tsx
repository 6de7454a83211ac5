import "virtual:messages/with/forms";
import "virtual:messages/with/office";
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
import { InboxHistory } from "~/components/editorial/inbox/InboxHistory";
import { InboxAssignForm, InboxNoteForm, InboxStatusForms } from "~/components/editorial/inbox/InboxOfficeForms";
import { InboxRecord } from "~/components/editorial/inbox/InboxRecord";
import { InboxReplyForm } from "~/components/editorial/inbox/InboxReplyForm";
import { InboxStatusBadge } from "~/components/editorial/inbox/InboxStatusBadge";
import { WaiverDecision } from "~/components/editorial/inbox/WaiverDecision";
import { DoneNotice, OfficePage } from "~/components/editorial/RecordParts";
import type { FormActionData } from "~/lib/forms/form-action-data";
import type { SubmitOutcome } from "~/lib/forms/run-form-action.server";
import { editorialRecordId } from "~/lib/editorial.server";
import { loadOfficePage, redirectTo, runEditorAction } from "~/lib/editorial-office-page.server";
import { guardLanguage } from "~/lib/language-guard.server";
import { notFound } from "~/lib/route-errors";
import "~/styles/editorial.css";
import "~/styles/editorial-inbox.css";

function itemAddress(params: { kind?: string; id?: string }) {
  if (!isInboxKind(params.kind)) throw notFound();
  return { kind: params.kind, id: editorialRecordId(params.id) };
}

export const loader = (args: Route.LoaderArgs) =>
  loadOfficePage(
    args,
    async ({ db, user, search }) => {
      const lang = guardLanguage(args.request);
      const { kind, id } = itemAddress(args.params);
      const item = await findInboxItem(db, kind, id, lang);
      if (!item) throw notFound();
      const purpose = search.get("template");
      const filled = hasTemplate(kind, purpose)
        ? await draftInboxReply(db, { kind, id, purpose, journal: (l) => translate(l, "site.title") })
        : null;
      const listing =
        item.listing?.consent && item.status === "in_progress" ? await suggestAmbassadorListing(db, id) : null;
      return {
        item,
        editors: await listAssignableEditors(db),
        me: user.id,
        draft: filled && hasTemplate(kind, purpose) ? { purpose, subject: filled.subject, body: filled.body } : null,
        listing,
      };
    },
    INBOX_INTENTS,
  );

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
  const { kind, id } = itemAddress(args.params);
  return runEditorAction(args, {
    form: inboxItemForm,
    async submit({ db, values, mail, idempotencyKey, actor, lang }): Promise<SubmitOutcome> {
      const page = inboxItemPath(lang, kind, id);
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
      return redirectTo(next, result.emailIds ?? []);
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
    <OfficePage
      title={`${item.reference} · ${t("forms.editorial.title")}`}
      heading={
        <>
          {t(`editorial.inbox.kind.${item.kind}`)} {item.reference}
        </>
      }
      beforeTitle={
        <p>
          <Link to={`/${lang}/editorial/inbox`}>{t("editorial.inbox.back")}</Link>
        </p>
      }
    >
      <p className="inbox-head">
        <InboxStatusBadge status={item.status} /> <span>{item.title}</span>
        <span className="forms-hint">{t("editorial.inbox.received", { date: formatDate(item.createdAt, lang) })}</span>
      </p>
      <DoneNotice text={done && !result ? t(`editorial.inbox.done.${done}`) : null} />
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
    </OfficePage>
  );
}
