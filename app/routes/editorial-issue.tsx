import "virtual:messages/with/office";
import { useEffect } from "react";
import { Form, useActionData, useLocation } from "react-router";
import type { Route } from "./+types/editorial-issue";
import { formatDate } from "@core/dates/format-date";
import { isoDay } from "@core/dates/iso-day";
import { assignProtocolToIssue } from "@core/editorial/issues/assign-protocol-to-issue";
import { findEditorialIssue } from "@core/editorial/issues/find-editorial-issue";
import { issueActionForm } from "@core/editorial/issues/issue-forms";
import { publishRefusal } from "@core/editorial/issues/issue-rules";
import { listAssignableProtocols } from "@core/editorial/issues/list-assignable-protocols";
import { moveIssueProtocol } from "@core/editorial/issues/move-issue-protocol";
import { publishIssue } from "@core/editorial/issues/publish-issue";
import { removeProtocolFromIssue } from "@core/editorial/issues/remove-protocol-from-issue";
import { setIssueElocation } from "@core/editorial/issues/set-issue-elocation";
import { updateIssueDetails } from "@core/editorial/issues/update-issue-details";
import { ISSUE_COVERS } from "@core/editorial/issues/issue-forms";
import { COVER_ASPECT, COVER_WIDTHS } from "@core/images/store-responsive-image";
import type { RawFormValues } from "@core/forms/parse-form-values";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { firstValue } from "~/components/forms/echo-values";
import { CoverUpload } from "~/components/editorial/CollectionFields";
import { DoneNotice, OfficePage, OfficeSection, RecordFooter, StateBadge } from "~/components/editorial/RecordParts";
import { COVER_FILES, loadRecordPage, redirectTo, runRecordAction, uploadedCover } from "~/lib/editorial-office-page.server";
import { FieldError } from "~/components/forms/FormFields";
import { FormAlert, FormMeta } from "~/components/forms/FormParts";
import type { FormActionData } from "~/lib/forms/form-action-data";
import type { SubmitOutcome } from "~/lib/forms/run-form-action.server";
import "~/styles/editorial.css";
import "~/styles/editorial-issues.css";
import { ResponsiveImage } from "~/components/content/ResponsiveImage";

const DONE = ["create", "details", "assign", "remove", "up", "down", "elocation", "publish"] as const;

export async function loader(args: Route.LoaderArgs) {
  const page = await loadRecordPage(args, findEditorialIssue, "issue", DONE);
  const issue = page.record;
  const assignable = issue.state === "scheduled" ? await listAssignableProtocols(args.context.db) : [];
  return { ...page, assignable, refusal: publishRefusal(issue, issue.protocols.map((p) => p.elocation), isoDay()) };
}

const REASON_MESSAGES = {
  issue: "editorial.issues.error.notScheduled",
  taken: "editorial.issues.error.taken",
  stale: "editorial.issues.error.stale",
  published: "editorial.issues.error.notScheduled",
  "not-found": "editorial.issues.error.notScheduled",
  empty: "editorial.issues.refusal.empty",
  future: "editorial.issues.refusal.future",
  elocations: "editorial.issues.refusal.elocations",
  changed: "editorial.issues.error.changed",
} as const;

export async function action(args: Route.ActionArgs) {
  return runRecordAction(args, {
    form: issueActionForm,
    files: COVER_FILES,
    async submit({ db, values, uploads, id, actor, lang, context }): Promise<SubmitOutcome> {
      const protocolId = Number(values.protocolId);
      const cover = await uploadedCover(context, values.intent === "details" ? uploads.coverToken : null, { widths: COVER_WIDTHS, aspect: COVER_ASPECT });
      if (!cover.ok) return cover.outcome;
      const result =
        values.intent === "details"
          ? await updateIssueDetails(db, id, cover.src ? { ...values, coverUrl: cover.src } : values, actor)
          : values.intent === "assign"
          ? await assignProtocolToIssue(db, id, protocolId, actor)
          : values.intent === "remove"
            ? await removeProtocolFromIssue(db, id, protocolId, actor)
            : values.intent === "up" || values.intent === "down"
              ? await moveIssueProtocol(db, id, protocolId, Number(values.position), values.intent, actor)
              : values.intent === "elocation"
                ? await setIssueElocation(db, id, protocolId, values.elocation || null, actor)
                : await publishIssue(db, id, { actor, today: isoDay() });
      if (!result.ok) {
        const message = REASON_MESSAGES[result.reason];
        return values.intent === "elocation" ? { ok: false, errors: { elocation: message } } : { ok: false, formError: message };
      }
      // The fragment brings the reader (and, with JavaScript, the focus) back to the row just changed.
      const anchor =
        values.intent === "up" || values.intent === "down"
          ? `#move-${protocolId}-${values.intent}`
          : values.intent === "publish" || values.intent === "details"
            ? ""
            : "#toc";
      return redirectTo(`/${lang}/editorial/issues/${id}?done=${values.intent}${anchor}`);
    },
  });
}

/** /{lang}/editorial/issues/:id: an issue's table of contents, put together and published by an editor (ADR 0100). */
export default function EditorialIssuePage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const result = useActionData<FormActionData>();
  const location = useLocation();
  const { record: issue, assignable, history, refusal, done, idempotencyKey } = loaderData;
  const scheduled = issue.state === "scheduled";
  const name = t("editorial.issues.name", { volume: issue.volume, number: issue.number, year: issue.year });
  const pick = (en: string | null, cn: string | null) => (lang === "cn" && cn ? cn : en);
  const action = `/${lang}/editorial/issues/${issue.id}`;
  const failed = result?.status === "error" ? result : null;
  const detailsFailed = failed?.values.intent === "details";
  const error = failed && !detailsFailed ? (failed.formError ?? failed.errors.elocation ?? failed.errors.protocolId ?? null) : failed?.formError ?? null;
  const detail = (name: string, stored: string | null) => {
    const raw: RawFormValues = detailsFailed ? failed.values : {};
    const v = raw[name];
    return detailsFailed ? firstValue(v) : (stored ?? "");
  };
  const detailError = (name: string) => (detailsFailed ? failed.errors[name] : undefined);

  // Keyboard path: after a move the focus returns to the same button, so up/down can be pressed again.
  useEffect(() => {
    if (!location.hash.startsWith("#move-")) return;
    const button = document.getElementById(location.hash.slice(1));
    if (button instanceof HTMLButtonElement && !button.disabled) button.focus();
    else document.getElementById("toc")?.focus();
  }, [location.key, location.hash]);

  const hidden = (intent: string, protocolId?: number, position?: number) => (
    <>
      <FormMeta idempotencyKey={idempotencyKey} requiredNote={false} />
      <input type="hidden" name="intent" value={intent} />
      {protocolId !== undefined ? <input type="hidden" name="protocolId" value={protocolId} /> : null}
      {position !== undefined ? <input type="hidden" name="position" value={position} /> : null}
    </>
  );

  return (
    <OfficePage title={name}>
      <p>
        <StateBadge state={issue.state}>{t(`editorial.issues.state.${issue.state}`)}</StateBadge>{" "}
        {t("editorial.issues.dated", { date: formatDate(issue.publishedOn, lang) })}
        {issue.state === "published" ? (
          <>
            {" "}
            <a href={`/${lang}/archive?issue=${issue.id}`}>{t("editorial.issues.viewPublic")}</a>
          </>
        ) : null}
      </p>
      <DoneNotice text={done && !result ? t(`editorial.issues.done.${done}`) : null} />
      <FormAlert message={error} />

      <div className="editorial-issue-head">
        {issue.coverUrl ? <ResponsiveImage src={issue.coverUrl} sizes="90px" alt="" width={90} height={120} /> : null}
        <dl className="editorial-issue-facts">
          {pick(issue.titleEn, issue.titleCn) ? (
            <>
              <dt>{t("editorial.issues.field.titleEn")}</dt>
              <dd lang="en">{issue.titleEn ?? "–"}</dd>
              <dt>{t("editorial.issues.field.titleCn")}</dt>
              <dd lang="zh-CN">{issue.titleCn ?? "–"}</dd>
            </>
          ) : null}
          {issue.noteEn || issue.noteCn ? (
            <>
              <dt>{t("editorial.issues.field.noteEn")}</dt>
              <dd lang="en" className="editorial-issue-note">{issue.noteEn ?? "–"}</dd>
              <dt>{t("editorial.issues.field.noteCn")}</dt>
              <dd lang="zh-CN" className="editorial-issue-note">{issue.noteCn ?? "–"}</dd>
            </>
          ) : null}
        </dl>
      </div>

      <section aria-labelledby="toc" className="editorial-issue-toc">
        <h2 id="toc" tabIndex={-1}>
          {t("editorial.issues.toc")}
        </h2>
        {scheduled ? <p className="forms-hint">{t("editorial.issues.tocHint")}</p> : null}
        {issue.protocols.length === 0 ? (
          <p>{t("editorial.issues.tocEmpty")}</p>
        ) : (
          <ol className="editorial-toc">
            {issue.protocols.map((p, i) => (
              <li key={p.protocolId} className="editorial-toc-item">
                <div className="editorial-toc-title">
                  <a href={`/${lang}/bpdetail?id=${p.protocolId}&type=bp`}>{pick(p.titleEn, p.titleCn)}</a>
                  <div className="forms-hint">
                    {p.doi ?? `#${p.protocolId}`} · {t(`editorial.status.${p.status}` as MessageKey)}
                  </div>
                </div>
                {scheduled ? (
                  <div className="editorial-toc-tools">
                    <Form method="post" action={action} className="editorial-inline-form">
                      {hidden("elocation", p.protocolId)}
                      <label htmlFor={`eloc-${p.protocolId}`}>{t("editorial.issues.elocation")}</label>
                      <input
                        id={`eloc-${p.protocolId}`}
                        name="elocation"
                        defaultValue={p.elocationSet ? p.elocation : ""}
                        placeholder={p.elocation}
                        size={8}
                        maxLength={32}
                        aria-describedby={`eloc-${p.protocolId}-hint`}
                      />
                      <span id={`eloc-${p.protocolId}-hint`} className="forms-hint">
                        {p.elocationSet ? t("editorial.issues.elocationSet") : t("editorial.issues.elocationAuto", { elocation: p.elocation })}
                      </span>
                      <button type="submit" className="forms-button forms-button--secondary">
                        {t("editorial.issues.elocationSave")}
                      </button>
                    </Form>
                    {(["up", "down"] as const).map((direction) => (
                      <Form method="post" action={action} className="editorial-inline-form" key={direction}>
                        {hidden(direction, p.protocolId, p.position)}
                        <button
                          type="submit"
                          id={`move-${p.protocolId}-${direction}`}
                          className="forms-button forms-button--secondary"
                          disabled={direction === "up" ? i === 0 : i === issue.protocols.length - 1}
                          aria-label={t(direction === "up" ? "editorial.issues.upLabel" : "editorial.issues.downLabel", { n: p.position })}
                        >
                          {direction === "up" ? "↑" : "↓"} {t(direction === "up" ? "editorial.issues.up" : "editorial.issues.down")}
                        </button>
                      </Form>
                    ))}
                    <Form method="post" action={action} className="editorial-inline-form">
                      {hidden("remove", p.protocolId)}
                      <button type="submit" className="forms-button forms-button--secondary" aria-label={t("editorial.issues.removeLabel", { n: p.position })}>
                        {t("editorial.issues.remove")}
                      </button>
                    </Form>
                  </div>
                ) : (
                  <div className="editorial-toc-tools">{p.elocation}</div>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>

      {scheduled ? (
        <>
          <details className="editorial-issue-details" open={detailsFailed || undefined}>
            <summary>{t("editorial.issues.details")}</summary>
            <Form method="post" action={action} encType="multipart/form-data" className="forms-form" noValidate>
              {hidden("details")}
              {(
                [
                  ["publishedOn", "editorial.issues.field.date", issue.publishedOn, "date", undefined],
                  ["titleEn", "editorial.issues.field.titleEn", issue.titleEn, "text", "en"],
                  ["titleCn", "editorial.issues.field.titleCn", issue.titleCn, "text", "zh-CN"],
                  ["noteEn", "editorial.issues.field.noteEn", issue.noteEn, "textarea", "en"],
                  ["noteCn", "editorial.issues.field.noteCn", issue.noteCn, "textarea", "zh-CN"],
                ] as const
              ).map(([field, label, stored, type, textLang]) => (
                <div className={`forms-field${detailError(field) ? " has-error" : ""}`} key={field}>
                  <label className="forms-label" htmlFor={`details-${field}`}>
                    {t(label)}
                  </label>
                  {type === "textarea" ? (
                    <textarea id={`details-${field}`} name={field} rows={5} lang={textLang} defaultValue={detail(field, stored)} aria-describedby={`details-${field}-error`} />
                  ) : (
                    <input id={`details-${field}`} name={field} type={type} lang={textLang} defaultValue={detail(field, stored)} aria-describedby={`details-${field}-error`} />
                  )}
                  <FieldError id={`details-${field}-error`} message={detailError(field)} />
                </div>
              ))}
              <fieldset className="forms-field">
                <legend className="forms-label">{t("editorial.issues.field.cover")}</legend>
                <div className="editorial-covers">
                  <label className="forms-choice">
                    <input type="radio" name="coverUrl" value="" defaultChecked={detail("coverUrl", issue.coverUrl) === ""} /> {t("editorial.issues.field.noCover")}
                  </label>
                  {ISSUE_COVERS.map((src, i) => (
                    <label key={src} className="editorial-cover">
                      <input type="radio" name="coverUrl" value={src} defaultChecked={detail("coverUrl", issue.coverUrl) === src} />
                      <img src={src} alt={t("editorial.issues.field.coverN", { n: i + 1 })} width={45} height={60} loading="lazy" />
                    </label>
                  ))}
                  {issue.coverUrl && !ISSUE_COVERS.includes(issue.coverUrl) ? (
                    <label className="editorial-cover">
                      <input type="radio" name="coverUrl" value={issue.coverUrl} defaultChecked={detail("coverUrl", issue.coverUrl) === issue.coverUrl} />
                      <ResponsiveImage src={issue.coverUrl} sizes="45px" alt={t("editorial.media.coverUploaded")} width={45} height={60} loading="lazy" />
                    </label>
                  ) : null}
                </div>
                <FieldError id="details-coverUrl-error" message={detailError("coverUrl")} />
                <CoverUpload idPrefix="details" hint={t("editorial.media.coverHint")} error={detailError("coverToken")} />
              </fieldset>
              <button type="submit" className="forms-button">
                {t("editorial.issues.detailsSave")}
              </button>
            </Form>
          </details>

          <OfficeSection id="editorial-issue-assign" title={t("editorial.issues.assign")}>
            {assignable.length === 0 ? (
              <p>{t("editorial.issues.assignNone")}</p>
            ) : (
              <Form method="post" action={action} className="editorial-filters">
                {hidden("assign")}
                <label>
                  {t("editorial.issues.assignLabel")}
                  <select name="protocolId" required>
                    {assignable.map((p) => (
                      <option key={p.id} value={p.id}>
                        {`#${p.id} ${pick(p.titleEn, p.titleCn) ?? ""}`.slice(0, 140)}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" className="forms-button">
                  {t("editorial.issues.assignButton")}
                </button>
              </Form>
            )}
          </OfficeSection>

          <OfficeSection id="editorial-issue-publish" className="editorial-notice" title={t("editorial.issues.publishTitle")}>
            <p>{t("editorial.issues.publishHint", { count: issue.protocols.length, date: formatDate(issue.publishedOn, lang) })}</p>
            {refusal ? (
              <p>{t(REASON_MESSAGES[refusal])}</p>
            ) : (
              <Form method="post" action={action}>
                {hidden("publish")}
                <button type="submit" className="forms-button">
                  {t("editorial.issues.publish")}
                </button>
              </Form>
            )}
          </OfficeSection>
        </>
      ) : null}

      <RecordFooter title={t("editorial.issues.history")} history={history} back={`/${lang}/editorial/issues`} backLabel={t("editorial.issues.back")} />
    </OfficePage>
  );
}
