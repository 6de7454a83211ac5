import "virtual:messages/with/office";
import { Link } from "react-router";
import type { Route } from "./+types/editorial-protocol";
import { formatDate } from "@core/dates/format-date";
import { findOpenVersionDraft } from "@core/editorial/find-open-version-draft";
import { startVersionDraft } from "@core/editorial/start-version-draft";
import { issueNotice } from "@core/editorial/notices/issue-notice";
import { savePreprintLink } from "@core/editorial/link-preprint";
import { protocolActionForm } from "@core/editorial/protocol-page-form";
import { canStartNewVersion, isRetracted, type NoticeKind } from "@core/editorial/notices/notice-rules";
import { isoDay } from "@core/dates/iso-day";
import { listProtocolNotices } from "@core/protocols/list-protocol-notices";
import { findProtocolDetail } from "@core/protocols/find-protocol-detail";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { IntentForm } from "~/components/editorial/IntentForm";
import { NoticeForm } from "~/components/editorial/NoticeForm";
import { PreprintLinkForm } from "~/components/editorial/PreprintLinkForm";
import { AuditTable } from "~/components/editorial/AuditTable";
import { OfficePage, OfficeSection } from "~/components/editorial/RecordParts";
import { useFormPage } from "~/components/forms/use-form-page";
import type { SubmitOutcome } from "~/lib/forms/run-form-action.server";
import { doiPrefixOf } from "~/lib/editorial.server";
import { loadRecordPage, redirectTo, runRecordAction } from "~/lib/editorial-office-page.server";
import { localized } from "@core/content/localized";
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


export async function loader(args: Route.LoaderArgs) {
  const page = await loadRecordPage(args, findProtocolDetail, "protocol", ["notice", "preprint"]);
  const id = page.record.id;
  const [openDraft, notices] = await Promise.all([findOpenVersionDraft(args.context.db, id), listProtocolNotices(args.context.db, id)]);
  return { ...page, openDraft, notices, today: isoDay() };
}

export async function action(args: Route.ActionArgs) {
  return runRecordAction(args, {
    idempotent: false,
    form: protocolActionForm,
    async submit({ db, values, id, actor, lang, context }): Promise<SubmitOutcome> {
      if (values.intent === "preprint") {
        const linked = await savePreprintLink(db, id, values.linkedId ? Number(values.linkedId) : null, actor);
        if (!linked.ok) return { ok: false, errors: { linkedId: PREPRINT_REFUSALS[linked.reason] } };
        return redirectTo(`/${lang}/editorial/protocols/${id}?done=preprint#editorial-preprint`);
      }
      if (values.intent === "notice") {
        const input = { kind: values.kind as NoticeKind, noticeOn: values.noticeOn, textEn: values.textEn, textCn: values.textCn };
        const issued = await issueNotice(db, id, input, { actor, today: isoDay(), doiPrefix: doiPrefixOf(context) });
        if (!issued.ok) {
          const message = NOTICE_REFUSALS[issued.reason];
          return issued.reason === "future" || issued.reason === "before-online" ? { ok: false, errors: { noticeOn: message } } : { ok: false, formError: message };
        }
        return redirectTo(`/${lang}/editorial/protocols/${id}?done=notice#editorial-notices`);
      }
      if (!canStartNewVersion(await listProtocolNotices(db, id))) return { ok: false, formError: "editorial.notices.closed.retracted" };
      const started = await startVersionDraft(db, id, actor);
      if (!started.ok) return { ok: false, formError: "forms.failed" };
      return redirectTo(`/${lang}/editorial/drafts/${started.draftId}`);
    },
  });
}

/** /{lang}/editorial/protocols/:id: a protocol online, its versions and history, and its next version (issue 14). */
export default function EditorialProtocolPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { result, formProps } = useFormPage(protocolActionForm);
  const { record: p, openDraft, history, notices, done, idempotencyKey } = loaderData;
  const retracted = isRetracted(notices);
  const title = t("editorial.protocol.title", { id: p.id });
  const issue = p.issue ? `${p.issue.year}, ${p.issue.volume}(${p.issue.number})` : t("editorial.protocol.notInIssue");
  return (
    <OfficePage title={title}>
      <p className="forms-lead">
        <a href={`/${lang}/bpdetail?id=${p.id}&type=${p.kind}`}>{localized(lang, p.titleEn, p.titleCn)}</a>
      </p>
      <OfficeSection id="editorial-record" title={t("editorial.protocol.record")}>
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
      </OfficeSection>
      <OfficeSection id="editorial-versions" title={t("editorial.protocol.versions")}>
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
          <IntentForm
            intent="version"
            idempotencyKey={idempotencyKey}
            refusal={result?.status === "error" && ["", "version"].includes(String(result.values.intent ?? "")) ? result.formError : null}
            className="forms-form"
            {...formProps}
            button={t("editorial.protocol.newVersion")}
          >
            <p className="forms-hint">{t("editorial.protocol.newVersionHint")}</p>
          </IntentForm>
        )}
      </OfficeSection>
      <PreprintLinkForm
        kind={p.kind}
        linked={p.kind === "bpp" ? p.journalVersion : p.preprint}
        idempotencyKey={idempotencyKey}
        saved={done === "preprint"}
      />
      <NoticeForm
        notices={notices}
        closed={p.kind !== "bp" ? "preprint" : retracted ? "retracted" : null}
        today={loaderData.today}
        idempotencyKey={idempotencyKey}
        issued={done === "notice"}
      />
      {history.length ? <AuditTable title={t("editorial.protocol.history")} rows={history} /> : null}
    </OfficePage>
  );
}
