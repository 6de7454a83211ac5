import "virtual:messages/with/office";
import { useState } from "react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/editorial-draft";
import { createDraft } from "@core/editorial/create-draft";
import { findDraft } from "@core/editorial/find-draft";
import { draftFromEditorInput, editorValuesFromDraft, protocolEditorForm } from "@core/editorial/protocol-editor-form";
import { proseFieldNames } from "@core/editorial/protocol-body-fields";
import { publishDraft } from "@core/editorial/publish-draft";
import { saveDraft } from "@core/editorial/save-draft";
import type { RawFormValues } from "@core/forms/parse-form-values";
import { isoDay } from "@core/dates/iso-day";
import { useI18n } from "~/i18n/translate";
import { AuditTable } from "~/components/editorial/AuditTable";
import { DoneNotice, OfficePage, OfficeSection, RecordFooter } from "~/components/editorial/RecordParts";
import { OfficeChoices } from "~/components/editorial/OfficeChoices";
import { categoryOptions } from "~/components/forms/category-options";
import { DraftBodyFields, type DraftField } from "~/components/editorial/DraftBodyFields";
import { FieldError, TextArea, TextField } from "~/components/forms/FormFields";
import { FormAlert, FormMeta } from "~/components/forms/FormParts";
import { useFormPage } from "~/components/forms/use-form-page";
import { doiPrefixOf, editorialRecordId } from "~/lib/editorial.server";
import { loadOfficePage, loadRecordPage, redirectTo, runEditorAction } from "~/lib/editorial-office-page.server";
import "~/styles/editorial.css";
import { firstValue } from "~/components/forms/echo-values";

/** The draft of the address; null on /editorial/protocols/new. */
function draftId(params: { id?: string }): number | null {
  return params.id === undefined ? null : editorialRecordId(params.id);
}

export async function loader(args: Route.LoaderArgs) {
  if (draftId(args.params) === null) {
    return loadOfficePage(args, async () => ({
      id: null,
      protocolId: null,
      lockVersion: "",
      ...editorValuesFromDraft(null),
      figureCount: 0,
      published: null,
      history: [],
      saved: false,
      imported: false,
    }));
  }
  const { record: stored, ...page } = await loadRecordPage(args, findDraft, "draft", []);
  const flags = new URL(args.request.url).searchParams;
  return {
    ...page,
    id: stored.id,
    protocolId: stored.protocolId,
    lockVersion: String(stored.lockVersion),
    ...editorValuesFromDraft(stored.draft, stored.protocolId),
    figureCount: stored.draft.figures?.length ?? 0,
    published: stored.publishedProtocolId,
    saved: flags.get("saved") === "1",
    imported: flags.get("imported") === "1",
  };
}

export async function action(args: Route.ActionArgs) {
  const id = draftId(args.params);
  return runEditorAction(args, {
    form: protocolEditorForm,
    async submit({ db, values, idempotencyKey, actor, lang, context }) {
      const page = (draft: number, flag: string) => redirectTo(`/${lang}/editorial/drafts/${draft}?${flag}=1`);
      if (id === null) {
        const created = await createDraft(db, draftFromEditorInput(values, null), actor, idempotencyKey);
        return page(created, "saved");
      }
      const stored = await findDraft(db, id);
      if (!stored) return { ok: false, formError: "editorial.error.published" };
      // The draft's own record says whether it is a new version, whatever the form claims.
      const input = { ...values, forProtocol: stored.protocolId === null ? "" : String(stored.protocolId) };
      if (stored.protocolId !== null && !input.versionNoteEn)
        return { ok: false, errors: { versionNoteEn: "editorial.error.versionNote" } };
      const kept = editorValuesFromDraft(stored.draft).bodyEditable
        ? null
        : { body: stored.draft.body, bodyCn: stored.draft.bodyCn };
      const saved = await saveDraft(
        db,
        id,
        Number(values.lockVersion),
        draftFromEditorInput(input, kept, stored.draft.doi, stored.draft.figures),
        actor,
      );
      if (!saved.ok)
        return {
          ok: false,
          formError: saved.reason === "stale" ? "editorial.error.stale" : "editorial.error.published",
        };
      if (values.intent === "publish") {
        const published = await publishDraft(db, id, saved.lockVersion, {
          actor,
          doiPrefix: doiPrefixOf(context),
          today: isoDay(),
        });
        if (!published.ok)
          return {
            ok: false,
            formError:
              published.reason === "stale"
                ? "editorial.error.stale"
                : published.reason === "retracted"
                  ? "editorial.notices.closed.retracted"
                  : "editorial.error.published",
          };
        // Its PDFs are rendered in the background, so its first reader does not wait (ADR 0083, 0125).
        await context.jobs
          ?.send("pdf.render-protocol", { protocolId: published.protocolId })
          .catch((error: unknown) => console.error("publish: could not queue the PDF rendering", error));
        return page(id, "published");
      }
      return page(id, "saved");
    },
  });
}

/** The further sections' fields (folded unless one holds text or an error). */
const FURTHER_FIELDS = ["equipment", ...proseFieldNames("En").slice(1), ...proseFieldNames("Cn").slice(1)];

/** /{lang}/editorial/protocols/new and /{lang}/editorial/drafts/:id: the protocol form (issue 14, ADR 0099). */
export default function EditorialDraftPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const { result, errors, formProps } = useFormPage(protocolEditorForm);
  const source: RawFormValues = result?.status === "error" ? result.values : loaderData.values;
  const text = (name: string) => firstValue(source[name]);
  const list = (name: string) => {
    const v = source[name];
    return v === undefined ? [] : Array.isArray(v) ? v : [v];
  };
  // An OfficeChoices' field: its name, what is chosen and its error.
  const choice = (name: string, defaultValue: string | string[]) => ({
    idPrefix: "editor",
    name,
    defaultValue,
    error: errors[name],
  });
  const authorCount = Math.max(1, list("authorNameEn").length);
  const [rows, setRows] = useState(authorCount + 1);
  const title =
    loaderData.id === null ? t("editorial.draft.newTitle") : t("editorial.draft.title", { id: loaderData.id });
  const action =
    loaderData.id === null ? `/${lang}/editorial/protocols/new` : `/${lang}/editorial/drafts/${loaderData.id}`;

  const field = ({ name, label, labelText, hint, rows: lines, required, lang: textLang }: DraftField) => {
    const props = {
      idPrefix: "editor",
      name,
      label: labelText ?? t(label),
      hint: hint ? t(hint) : undefined,
      required,
      lang: textLang,
      error: errors[name],
      defaultValue: text(name),
    };
    return lines ? <TextArea key={name} {...props} rows={lines} /> : <TextField key={name} {...props} />;
  };

  if (loaderData.published !== null) {
    return (
      <OfficePage title={title}>
        <p className="editorial-notice" role="status">
          {t("editorial.draft.isPublished", { id: loaderData.published })}{" "}
          <a href={`/${lang}/bpdetail?id=${loaderData.published}&type=${text("kind")}`}>{t("editorial.view")}</a>
        </p>
        <AuditTable title={t("editorial.draft.history")} rows={loaderData.history} />
      </OfficePage>
    );
  }

  return (
    <OfficePage title={title}>
      <p className="forms-lead">{t("editorial.draft.intro")}</p>
      <DoneNotice text={loaderData.imported && !result ? t("editorial.import.done") : null} />
      <DoneNotice text={loaderData.saved && !result ? t("editorial.draft.saved") : null} />
      {loaderData.id !== null ? (
        <nav className="editorial-preview-nav" aria-labelledby="editorial-preview-heading">
          <h2 id="editorial-preview-heading">{t("editorial.preview.heading")}</h2>
          <p>{t("editorial.preview.hint")}</p>
          <ul className="editorial-preview-links">
            {(["reader", "visitor"] as const).flatMap((as) =>
              (["en", "cn"] as const).map((l) => (
                <li key={`${as}-${l}`}>
                  <Link to={`/${l}/editorial/drafts/${loaderData.id}/preview?as=${as}`}>
                    {t(as === "reader" ? "editorial.preview.reader" : "editorial.preview.visitor")} ({l === "en" ? "English" : "中文"})
                  </Link>
                </li>
              )),
            )}
          </ul>
        </nav>
      ) : null}
      <Form method="post" action={action} className="forms-form" {...formProps}>
        <FormMeta idempotencyKey={loaderData.idempotencyKey} />
        <input type="hidden" name="lockVersion" value={loaderData.lockVersion} />
        <input type="hidden" name="forProtocol" value={text("forProtocol")} />
        {loaderData.protocolId !== null ? (
          <section className="editorial-notice" aria-labelledby="editorial-version">
            <h2 id="editorial-version">{t("editorial.draft.versionTitle", { id: loaderData.protocolId })}</h2>
            <p>{t("editorial.draft.versionHint")}</p>
            <div className="editorial-columns">
              {field({
                name: "versionNoteEn",
                label: "editorial.field.versionNoteEn",
                rows: 2,
                required: true,
                lang: "en",
              })}
              {field({ name: "versionNoteCn", label: "editorial.field.versionNoteCn", rows: 2, lang: "zh-CN" })}
            </div>
          </section>
        ) : null}
        <FormAlert message={result?.status === "error" ? result.formError : null} />

        <h2>{t("editorial.draft.metadata")}</h2>
        <OfficeChoices
          {...choice("kind", text("kind"))}
          type="radio"
          legend={t("editorial.field.kind")}
          options={(["bp", "bpp"] as const).map((k) => ({ value: k, label: t(`editorial.kind.${k}`) }))}
        />
        <div className="editorial-columns">
          {field({ name: "titleEn", label: "editorial.field.titleEn", required: true, lang: "en" })}
          {field({ name: "titleCn", label: "editorial.field.titleCn", lang: "zh-CN" })}
          {field({ name: "abstractEn", label: "editorial.field.abstractEn", rows: 8, required: true, lang: "en" })}
          {field({ name: "abstractCn", label: "editorial.field.abstractCn", rows: 8, lang: "zh-CN" })}
          {field({
            name: "keywordsEn",
            label: "editorial.field.keywordsEn",
            hint: "editorial.field.keywordsHint",
            lang: "en",
          })}
          {field({
            name: "keywordsCn",
            label: "editorial.field.keywordsCn",
            hint: "editorial.field.keywordsHint",
            lang: "zh-CN",
          })}
        </div>
        <OfficeChoices
          {...choice("categoryIds", list("categoryIds"))}
          type="checkbox"
          legend={t("editorial.field.categories")}
          options={categoryOptions(lang)}
          describedByError
        />
        <div className="editorial-columns">
          {field({ name: "organisms", label: "editorial.field.organisms", hint: "editorial.field.organismsHint" })}
          {field({ name: "licence", label: "editorial.field.licence", required: true })}
          {field({ name: "receivedOn", label: "editorial.field.receivedOn" })}
          {field({ name: "acceptedOn", label: "editorial.field.acceptedOn" })}
        </div>

        <h2>{t("editorial.draft.authors")}</h2>
        <p className="forms-hint">{t("editorial.draft.authorsHint")}</p>
        <FieldError id="editor-authorNameEn-error" message={errors.authorNameEn} />
        <FieldError id="editor-authorOrcid-error" message={errors.authorOrcid} />
        <FieldError id="editor-authorEmail-error" message={errors.authorEmail} />
        {Array.from({ length: rows }, (_, i) => (
          <fieldset className="editorial-author" key={i}>
            <legend>{t("editorial.draft.author", { n: i + 1 })}</legend>
            <div className="editorial-columns">
              {(
                [
                  ["authorNameEn", "editorial.field.nameEn"],
                  ["authorNameCn", "editorial.field.nameCn"],
                  ["authorOrcid", "editorial.field.orcid"],
                  ["authorEmail", "editorial.field.email"],
                ] as const
              ).map(([name, label]) => (
                <div className="forms-field" key={name}>
                  <label className="forms-label" htmlFor={`editor-${name}-${i}`}>
                    {t(label)}
                  </label>
                  <input
                    type="text"
                    id={`editor-${name}-${i}`}
                    name={name}
                    data-field={name}
                    defaultValue={list(name)[i] ?? ""}
                  />
                </div>
              ))}
              <div className="forms-field">
                <label className="forms-label" htmlFor={`editor-authorAffiliations-${i}`}>
                  {t("editorial.field.affiliations")}
                </label>
                <textarea
                  id={`editor-authorAffiliations-${i}`}
                  name="authorAffiliations"
                  rows={2}
                  defaultValue={list("authorAffiliations")[i] ?? ""}
                />
              </div>
              <label className="forms-choice">
                <input
                  type="radio"
                  name="correspondingAuthor"
                  value={i}
                  defaultChecked={text("correspondingAuthor") === String(i)}
                />{" "}
                {t("editorial.field.corresponding")}
              </label>
            </div>
          </fieldset>
        ))}
        <p>
          <button type="button" className="forms-button forms-button--secondary" onClick={() => setRows((n) => n + 1)}>
            {t("editorial.draft.addAuthor")}
          </button>
        </p>

        <h2>{t("editorial.draft.body")}</h2>
        {loaderData.id !== null ? (
          <p className="forms-hint">
            <Link to={`/${lang}/editorial/drafts/${loaderData.id}/figures`}>{t("editorial.media.draftLink", { count: loaderData.figureCount })}</Link> {t("editorial.media.draftHint")}
          </p>
        ) : null}
        {loaderData.bodyEditable ? (
          <>
            <DraftBodyFields field={field} furtherOpen={FURTHER_FIELDS.some((name) => text(name) || errors[name])} />
          </>
        ) : (
          <p className="editorial-notice">{t("editorial.draft.bodyKept")}</p>
        )}

        <div className="editorial-actions">
          <button type="submit" name="intent" value="save" className="forms-button">
            {loaderData.id === null ? t("editorial.draft.create") : t("editorial.draft.save")}
          </button>
        </div>
        {loaderData.id !== null ? (
          <OfficeSection id="editorial-publish" className="editorial-notice" title={t("editorial.draft.publishTitle")}>
            <p>{t("editorial.draft.publishHint")}</p>
            <button type="submit" name="intent" value="publish" className="forms-button">
              {t("editorial.draft.publish")}
            </button>
          </OfficeSection>
        ) : null}
      </Form>
      <RecordFooter
        title={t("editorial.draft.history")}
        history={loaderData.history}
        back={`/${lang}/editorial/protocols`}
        backLabel={t("editorial.nav.protocols")}
      />
    </OfficePage>
  );
}
