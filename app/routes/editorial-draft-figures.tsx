import "virtual:messages/with/office";
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/editorial-draft-figures";
import { localized } from "@core/content/localized";
import type { DraftFigure } from "@core/editorial/draft-schema";
import { findDraft } from "@core/editorial/find-draft";
import { changeDraftFigures, type ChangeDraftFiguresResult, type FigureChange } from "@core/editorial/figures/change-draft-figures";
import { draftFigureForm } from "@core/editorial/figures/draft-figure-form";
import { figureMarker } from "@core/editorial/figures/figure-markers";
import { textFromBody } from "@core/editorial/simple-body";
import type { RawFormValues } from "@core/forms/parse-form-values";
import { FIGURE_WIDTHS } from "@core/images/store-responsive-image";
import { removeFiles } from "@core/import-jats/store-figure-images";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { DoneNotice, OfficePage } from "~/components/editorial/RecordParts";
import { bindFields } from "~/components/forms/bind-fields";
import { FileField } from "~/components/forms/FileField";
import { TextArea, TextField } from "~/components/forms/FormFields";
import { FormAlert, FormMeta } from "~/components/forms/FormParts";
import { useFormPage } from "~/components/forms/use-form-page";
import { findRecord, loadOfficePage, redirectTo, runRecordAction } from "~/lib/editorial-office-page.server";
import { fileField } from "~/lib/forms/run-form-action.server";
import { guardLanguage } from "~/lib/language-guard.server";
import { imageFromUpload } from "~/lib/uploaded-images.server";
import "~/styles/editorial.css";
import "~/styles/editorial-media.css";
import { firstValue } from "~/components/forms/echo-values";

export const loader = (args: Route.LoaderArgs) =>
  loadOfficePage(args, async ({ db, search }) => {
    const { id, record: stored } = await findRecord(db, args.params.id, findDraft);
    if (stored.publishedAt) throw redirect(`/${guardLanguage(args.request)}/editorial/drafts/${id}`);
    const figures = stored.draft.figures ?? [];
    const edit = Number(search.get("edit"));
    const bodyEditable =
      textFromBody(stored.draft.body, figures, "en") !== null &&
      (stored.draft.bodyCn === null || textFromBody(stored.draft.bodyCn, figures, "cn") !== null);
    return {
      id,
      lockVersion: String(stored.lockVersion),
      figures,
      bodyEditable,
      edit: Number.isInteger(edit) && edit >= 1 && edit <= figures.length ? edit : null,
      saved: search.get("saved") === "1",
    };
  });

/** After any post, refused or not, the figures and the lock version are read again (another editor may have changed them). */
export function shouldRevalidate() {
  return true;
}

const REFUSALS: Record<Exclude<ChangeDraftFiguresResult, { ok: true }>["reason"], string> = {
  "not-found": "editorial.error.published",
  published: "editorial.error.published",
  stale: "editorial.media.error.stale",
  "body-kept": "editorial.media.error.bodyKept",
  "no-figure": "editorial.media.error.stale",
  duplicate: "editorial.media.error.duplicate",
  "too-many": "editorial.media.error.tooMany",
};

export async function action(args: Route.ActionArgs) {
  return runRecordAction(args, {
    form: draftFigureForm,
    files: [fileField("image")],
    async submit({ db, values, uploads, id, actor, lang, context }) {
      const lockVersion = Number(values.lockVersion);
      const texts = { altEn: values.altEn, altCn: values.altCn, captionEn: values.captionEn, captionCn: values.captionCn };
      const figure = Number(values.figure);
      let change: FigureChange;
      let created: string[] = [];
      if (values.intent === "add") {
        const file = uploads.imageToken;
        if (!file) return { ok: false, errors: { imageToken: "forms.upload.required" } };
        const stored = await imageFromUpload(context, file.token, { widths: FIGURE_WIDTHS });
        if (!stored.ok) return { ok: false, errors: { imageToken: stored.message } };
        created = stored.created;
        change = { kind: "add", figure: { ...stored.image, ...texts } };
      } else if (values.intent === "edit") change = { kind: "edit", figure, texts };
      else if (values.intent === "remove") change = { kind: "remove", figure };
      else change = { kind: "move", figure, by: values.intent === "up" ? -1 : 1 };
      const result = await changeDraftFigures(db, id, lockVersion, change, actor);
      if (!result.ok) {
        await removeFiles(created);
        return result.reason === "duplicate"
          ? { ok: false, errors: { imageToken: REFUSALS.duplicate } }
          : { ok: false, formError: REFUSALS[result.reason] };
      }
      return redirectTo(`/${lang}/editorial/drafts/${id}/figures?saved=1`);
    },
  });
}

/** The texts of the add or edit form: what was typed (after a refusal), the figure's own, or nothing. */
function formTexts(result: RawFormValues | null, figure: DraftFigure | null): Record<"altEn" | "altCn" | "captionEn" | "captionCn", string> {
  const pick = (name: "altEn" | "altCn" | "captionEn" | "captionCn") => {
    if (result) return firstValue(result[name]);
    return figure?.[name] ?? "";
  };
  return { altEn: pick("altEn"), altCn: pick("altCn"), captionEn: pick("captionEn"), captionCn: pick("captionCn") };
}

/** /{lang}/editorial/drafts/:id/figures: a draft's figures — upload, texts in both languages, order (ADR 0105). */
export default function EditorialDraftFiguresPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const page = useFormPage(draftFigureForm);
  const { result, errors, formProps } = page;
  const { id, figures, lockVersion } = loaderData;
  const title = t("editorial.media.title", { id });
  const action = `/${lang}/editorial/drafts/${id}/figures`;
  const refused = result?.status === "error" ? result.values : null;
  const refusedIntent = typeof refused?.intent === "string" ? refused.intent : null;
  // The edit form after a refused edit, or the one the address asks for; the add form otherwise.
  const editing = refusedIntent === "edit" ? Number(refused?.figure) || null : refusedIntent === "add" ? null : loaderData.edit;
  const edited = editing ? (figures[editing - 1] ?? null) : null;
  const typed = formTexts(refusedIntent === "add" || refusedIntent === "edit" ? refused : null, edited);
  const field = (name: keyof typeof typed, label: MessageKey, opts: { required?: boolean; textLang: "en" | "zh-CN"; rows?: number }) => {
    const props = {
      idPrefix: "figure",
      name,
      label: t(label),
      required: opts.required,
      lang: opts.textLang,
      error: errors[name],
      defaultValue: typed[name],
      hint: name.startsWith("alt") ? t("editorial.media.altHint") : undefined,
    };
    return opts.rows ? <TextArea {...props} rows={opts.rows} /> : <TextField {...props} />;
  };
  const hidden = (intent: string, figure: number | null) => (
    <>
      <FormMeta idempotencyKey={loaderData.idempotencyKey} requiredNote={false} />
      <input type="hidden" name="lockVersion" value={lockVersion} />
      <input type="hidden" name="intent" value={intent} />
      {figure ? <input type="hidden" name="figure" value={figure} /> : null}
    </>
  );
  return (
    <OfficePage title={title}>
      <p className="forms-lead">{t("editorial.media.intro")}</p>
      <p>
        <Link to={`/${lang}/editorial/drafts/${id}`}>{t("editorial.media.backToDraft")}</Link>
      </p>
      <DoneNotice text={loaderData.saved && !result ? t("editorial.media.saved") : null} />
      <FormAlert message={result?.status === "error" ? result.formError : null} />
      {!loaderData.bodyEditable ? <p className="editorial-notice">{t("editorial.media.error.bodyKept")}</p> : null}

      <h2>{t("editorial.media.listTitle")}</h2>
      {figures.length === 0 ? <p>{t("editorial.media.none")}</p> : null}
      <ol className="editorial-figures">
        {figures.map((f, i) => {
          const n = i + 1;
          return (
            <li key={f.src} className="editorial-figure" id={`figure-${n}`}>
              <img src={f.src} srcSet={f.srcset} sizes="160px" width={f.width} height={f.height} alt={localized(lang, f.altEn, f.altCn || null)} loading="lazy" />
              <div>
                <p>
                  <strong>{t("editorial.media.figure", { n })}</strong> — {t("editorial.media.placeWith", { en: figureMarker(n, "en"), cn: figureMarker(n, "cn") })}
                </p>
                <p lang="en">{f.captionEn || f.altEn}</p>
                {f.captionCn ? <p lang="zh-CN">{f.captionCn}</p> : <p className="forms-hint">{t("editorial.media.noCaptionCn")}</p>}
                <div className="editorial-actions">
                  <Link to={`${action}?edit=${n}#figure-form`}>{t("editorial.media.edit", { n })}</Link>
                  {(
                    [
                      ["up", "editorial.media.moveUp", n > 1],
                      ["down", "editorial.media.moveDown", n < figures.length],
                      ["remove", "editorial.media.remove", true],
                    ] as const
                  ).map(([intent, label, shown]) =>
                    shown ? (
                      <Form key={intent} method="post" action={action} className="editorial-inline-form">
                        {hidden(intent, n)}
                        <button type="submit" className="forms-button forms-button--secondary">
                          {t(label, { n })}
                        </button>
                      </Form>
                    ) : null,
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ol>

      {loaderData.bodyEditable ? (
        <Form method="post" action={action} encType="multipart/form-data" className="forms-form" id="figure-form" {...formProps}>
          <h2>{edited ? t("editorial.media.editTitle", { n: editing ?? 0 }) : t("editorial.media.addTitle")}</h2>
          {hidden(edited ? "edit" : "add", edited ? editing : null)}
          <p className="forms-hint forms-required-note">{t("forms.required")}</p>
          {edited ? (
            <img src={edited.src} srcSet={edited.srcset} sizes="240px" width={edited.width} height={edited.height} alt="" className="editorial-figure__preview" />
          ) : (
            <FileField
              {...bindFields("figure", page).file("image")}
              kind="image"
              label={t("editorial.media.file")}
              note={t("editorial.media.fileHint")}
              required
            />
          )}
          <div className="editorial-columns">
            {field("altEn", "editorial.media.altEn", { required: true, textLang: "en" })}
            {field("altCn", "editorial.media.altCn", { textLang: "zh-CN" })}
            {field("captionEn", "editorial.media.captionEn", { textLang: "en", rows: 3 })}
            {field("captionCn", "editorial.media.captionCn", { textLang: "zh-CN", rows: 3 })}
          </div>
          <div className="editorial-actions">
            <button type="submit" className="forms-button">
              {edited ? t("editorial.media.saveFigure") : t("editorial.media.upload")}
            </button>
            {edited ? <Link to={action}>{t("editorial.media.cancel")}</Link> : null}
          </div>
        </Form>
      ) : null}
    </OfficePage>
  );
}
