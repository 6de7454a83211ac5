import "~/i18n/office-messages";
import { Form, Link } from "react-router";
import type { Route } from "./+types/editorial-protocol";
import { formatDate } from "@core/dates/format-date";
import { findOpenVersionDraft } from "@core/editorial/find-open-version-draft";
import { listAuditEntries } from "@core/editorial/list-audit-entries";
import { startVersionDraft } from "@core/editorial/start-version-draft";
import { issueNotice } from "@core/editorial/notices/issue-notice";
import { savePreprintLink } from "@core/editorial/link-preprint";
import { protocolActionForm } from "@core/editorial/protocol-page-form";
import { canStartNewVersion, isRetracted, type NoticeKind } from "@core/editorial/notices/notice-rules";
import { isoDay } from "@core/dates/iso-day";
import { listProtocolNotices } from "@core/protocols/list-protocol-notices";
import { findProtocolDetail } from "@core/protocols/find-protocol-detail";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { AuditTable } from "~/components/editorial/AuditTable";
import { EditorialNav } from "~/components/editorial/EditorialNav";
import { NoticeForm } from "~/components/editorial/NoticeForm";
import { PreprintLinkForm } from "~/components/editorial/PreprintLinkForm";
import { FormAlert, FormMeta } from "~/components/forms/FormParts";
import { useFormPage } from "~/components/forms/use-form-page";
import { newIdempotencyKey } from "~/lib/forms/new-idempotency-key.server";
import { runFormAction, type SubmitOutcome } from "~/lib/forms/run-form-action.server";
import { doiPrefixOf, editorialRecordId, requireEditor } from "~/lib/editorial.server";
import { notFound } from "~/lib/route-errors";
import { guardLanguage } from "~/lib/language-guard.server";
import { localized } from "@core/content/localized";
import "~/styles/forms.css";
import "~/styles/editorial.css";

/** Why a notice was refused, as the editor is told (ADR 0104). */
const NOTICE_REFUSALS = {
  retracted: "editorial.notices.closed.retracted",
  preprint: "editorial.notices.closed.preprint",
  future: "editorial.notices.error.future",
  "before-online": "editorial.notices.error.beforeOnline",
  "not-found": "forms.failed",
} as const;

const PREPRINT_REFUSALS = {
  "no-preprint": "editorial.preprintLink.error.noPreprint",
  "no-journal": "editorial.preprintLink.error.noJournal",
  "before-preprint": "editorial.preprintLink.error.beforePreprint",
  taken: "editorial.preprintLink.error.taken",
} as const;


export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireEditor(request, context);
  const id = editorialRecordId(params.id);
  const protocol = await findProtocolDetail(context.db, id);
  if (!protocol) throw notFound();
  const [openDraft, history, notices] = await Promise.all([
    findOpenVersionDraft(context.db, id),
    listAuditEntries(context.db, { page: 1, entity: { type: "protocol", id: String(id) } }),
    listProtocolNotices(context.db, id),
  ]);
  const done = new URL(request.url).searchParams.get("done");
  return {
    protocol,
    openDraft,
    notices,
    noticeIssued: done === "notice",
    preprintSaved: done === "preprint",
    today: isoDay(),
    history: history.rows,
    idempotencyKey: newIdempotencyKey(),
  };
}

export async function action(args: Route.ActionArgs) {
  const { actor } = await requireEditor(args.request, args.context);
  const id = editorialRecordId(args.params.id);
  const lang = guardLanguage(args.request);
  return runFormAction(args, {
    name: "editorial",
    idempotent: false,
    form: protocolActionForm,
    async submit({ db, values }): Promise<SubmitOutcome> {
      if (values.intent === "preprint") {
        const linked = await savePreprintLink(db, id, values.linkedId ? Number(values.linkedId) : null, actor);
        if (!linked.ok) return { ok: false, errors: { linkedId: PREPRINT_REFUSALS[linked.reason] } };
        return { ok: true, reference: null, emailIds: [], redirectTo: `/${lang}/editorial/protocols/${id}?done=preprint#editorial-preprint` };
      }
      if (values.intent === "notice") {
        const input = { kind: values.kind as NoticeKind, noticeOn: values.noticeOn, textEn: values.textEn, textCn: values.textCn };
        const issued = await issueNotice(db, id, input, { actor, today: isoDay(), doiPrefix: doiPrefixOf(args.context) });
        if (!issued.ok) {
          const message = NOTICE_REFUSALS[issued.reason];
          return issued.reason === "future" || issued.reason === "before-online" ? { ok: false, errors: { noticeOn: message } } : { ok: false, formError: message };
        }
        return { ok: true, reference: null, emailIds: [], redirectTo: `/${lang}/editorial/protocols/${id}?done=notice#editorial-notices` };
      }
      if (!canStartNewVersion(await listProtocolNotices(db, id))) return { ok: false, formError: "editorial.notices.closed.retracted" };
      const started = await startVersionDraft(db, id, actor);
      if (!started.ok) return { ok: false, formError: "forms.failed" };
      return { ok: true, reference: null, emailIds: [], redirectTo: `/${lang}/editorial/drafts/${started.draftId}` };
    },
  });
}

/** /{lang}/editorial/protocols/:id: a protocol online, its versions and history, and its next version (issue 14). */
export default function EditorialProtocolPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { result, formProps } = useFormPage(protocolActionForm);
  const { protocol: p, openDraft, history, notices } = loaderData;
  const retracted = isRetracted(notices);
  const title = t("editorial.protocol.title", { id: p.id });
  const issue = p.issue ? `${p.issue.year}, ${p.issue.volume}(${p.issue.number})` : t("editorial.protocol.notInIssue");
  return (
    <main id="main" className="container forms-page editorial-page">
      <PageHead title={title} noindex />
      <EditorialNav />
      <h1>{title}</h1>
      <p className="forms-lead">
        <a href={`/${lang}/bpdetail?id=${p.id}&type=${p.kind}`}>{localized(lang, p.titleEn, p.titleCn)}</a>
      </p>
      <section aria-labelledby="editorial-record">
        <h2 id="editorial-record">{t("editorial.protocol.record")}</h2>
        <dl className="editorial-record">
          <dt>{t("editorial.col.kind")}</dt>
          <dd>{t(`editorial.kind.${p.kind}` as MessageKey)}</dd>
          <dt>{t("editorial.col.status")}</dt>
          <dd>{t(`editorial.status.${p.status}` as MessageKey)}</dd>
          <dt>{t("editorial.protocol.doi")}</dt>
          <dd>{p.doi ?? "–"}</dd>
          <dt>{t("editorial.col.online")}</dt>
          <dd>{p.onlineOn ? formatDate(p.onlineOn, lang) : "–"}</dd>
          <dt>{t("editorial.protocol.issue")}</dt>
          <dd>{issue}</dd>
        </dl>
      </section>
      <section aria-labelledby="editorial-versions">
        <h2 id="editorial-versions">{t("editorial.protocol.versions")}</h2>
        {p.versions.length === 0 ? (
          <p>{t("editorial.protocol.noVersions")}</p>
        ) : (
          <ol className="editorial-versions">
            {p.versions.map((v) => (
              <li key={v.version}>
                {formatDate(v.publishedOn, lang)}: {localized(lang, v.noteEn, v.noteCn)}
                {v.readable ? (
                  <>
                    {" "}
                    <Link to={`/${lang}/bpdetail/version?id=${p.id}&type=${p.kind}&v=${v.version}`}>{t("reading.oldVersion.link", { version: v.version })}</Link>
                  </>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        {openDraft !== null ? (
          <p className="editorial-notice">
            <Link to={`/${lang}/editorial/drafts/${openDraft}`}>{t("editorial.protocol.openDraft", { id: openDraft })}</Link>
          </p>
        ) : retracted ? null : (
          <Form method="post" className="forms-form" {...formProps}>
            <FormMeta requiredNote={false} idempotencyKey={loaderData.idempotencyKey} />
            <input type="hidden" name="intent" value="version" />
            <FormAlert message={result?.status === "error" && ["", "version"].includes(String(result.values.intent ?? "")) ? result.formError : null} />
            <p className="forms-hint">{t("editorial.protocol.newVersionHint")}</p>
            <button type="submit" className="forms-button">
              {t("editorial.protocol.newVersion")}
            </button>
          </Form>
        )}
      </section>
      <PreprintLinkForm
        kind={p.kind}
        linked={p.kind === "bpp" ? p.journalVersion : p.preprint}
        idempotencyKey={loaderData.idempotencyKey}
        saved={loaderData.preprintSaved}
      />
      <NoticeForm
        notices={notices}
        closed={p.kind !== "bp" ? "preprint" : retracted ? "retracted" : null}
        today={loaderData.today}
        idempotencyKey={loaderData.idempotencyKey}
        issued={loaderData.noticeIssued}
      />
      {history.length ? <AuditTable title={t("editorial.protocol.history")} rows={history} /> : null}
    </main>
  );
}
