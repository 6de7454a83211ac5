import { Form } from "react-router";
import type { FieldErrors, RawFormValues } from "@core/forms/parse-form-values";
import { acceptAttribute } from "@core/uploads/upload-kinds";
import { useI18n } from "~/i18n/translate";
import { FieldError } from "~/components/forms/FormFields";
import { FormMeta } from "~/components/forms/FormParts";
import { DetailField, type DetailFieldProps } from "./DetailField";
import { firstValue } from "~/components/forms/echo-values";
import { ResponsiveImage } from "~/components/content/ResponsiveImage";

interface Props {
  /** What to show: what the editor typed (after an error) or what is stored. */
  values: RawFormValues;
  errors: FieldErrors;
  /** Prefix of the fields' ids, distinct per form on a page. */
  idPrefix: string;
  covers: readonly string[];
  /** A special issue's date field (ADR 0106). */
  withDate?: boolean;
  /** A file field for uploading a cover (the form must be multipart), and the uploaded cover as a choice. */
  upload?: boolean;
}

/**
 * The fields of a collection or special issue (ADR 0106): slug, bilingual title and description, a cover chosen
 * from the presets, and for a special issue its date.
 */
export function CollectionFields({ values, errors, idPrefix, covers, withDate = false, upload = false }: Props) {
  const { t } = useI18n();
  const text = (name: string) => firstValue(values[name]);
  const field = (props: Omit<DetailFieldProps, "idPrefix" | "value" | "error">) => (
    <DetailField key={props.name} {...props} idPrefix={idPrefix} value={text(props.name)} error={errors[props.name]} />
  );
  return (
    <>
      {field({
        name: "slug",
        label: "editorial.collections.field.slug",
        hint: withDate ? "editorial.special.field.slugHint" : "editorial.collections.field.slugHint",
        required: true,
      })}
      {withDate ? field({ name: "publishedOn", label: "editorial.special.field.date", hint: "editorial.special.field.dateHint", required: true, type: "date" }) : null}
      <div className="editorial-columns">
        {field({ name: "titleEn", label: "editorial.collections.field.titleEn", required: true, lang: "en" })}
        {field({ name: "titleCn", label: "editorial.collections.field.titleCn", required: true, lang: "zh-CN" })}
        {field({ name: "descriptionEn", label: "editorial.collections.field.descriptionEn", rows: 5, lang: "en" })}
        {field({ name: "descriptionCn", label: "editorial.collections.field.descriptionCn", rows: 5, lang: "zh-CN" })}
      </div>
      <fieldset className={`forms-field${errors.coverUrl ? " has-error" : ""}`} aria-describedby={`${idPrefix}-coverUrl-error`}>
        <legend className="forms-label forms-label--required">{t("editorial.collections.field.cover")}</legend>
        <div className="editorial-covers">
          {covers.map((src, i) => (
            <label key={src} className="editorial-cover">
              <input type="radio" name="coverUrl" value={src} defaultChecked={text("coverUrl") === src} data-field="coverUrl" />
              <img src={src} alt={t("editorial.collections.field.coverN", { n: i + 1 })} width={96} height={54} loading="lazy" />
            </label>
          ))}
          {upload && text("coverUrl") && !covers.includes(text("coverUrl")) ? (
            <label className="editorial-cover">
              <input type="radio" name="coverUrl" value={text("coverUrl")} defaultChecked data-field="coverUrl" />
              <ResponsiveImage src={text("coverUrl")} sizes="96px" alt={t("editorial.media.coverUploaded")} width={96} height={54} loading="lazy" />
            </label>
          ) : null}
        </div>
        <FieldError id={`${idPrefix}-coverUrl-error`} message={errors.coverUrl} />
        {upload ? <CoverUpload idPrefix={idPrefix} hint={t("editorial.collections.field.coverUploadHint")} error={errors.coverToken} /> : null}
      </fieldset>
    </>
  );
}

/**
 * A cover to upload in place of the chosen one (an issue's, a collection's, a special issue's): its file goes with the
 * form (multipart), as the field `cover`, whose refusal comes back under `coverToken`.
 */
export function CoverUpload({ idPrefix, hint, error }: { idPrefix: string; hint: string; error: string | null | undefined }) {
  const { t } = useI18n();
  return (
    <>
      <label className="forms-label" htmlFor={`${idPrefix}-cover`}>
        {t("editorial.media.cover")}
      </label>
      <p id={`${idPrefix}-cover-hint`} className="forms-hint">
        {hint}
      </p>
      <input id={`${idPrefix}-cover`} name="cover" type="file" accept={acceptAttribute("image")} aria-describedby={`${idPrefix}-cover-hint ${idPrefix}-coverToken-error`} />
      <FieldError id={`${idPrefix}-coverToken-error`} message={error} />
    </>
  );
}

/**
 * The details of a stored collection or special issue, folded away (open after a refused save): its cover, then
 * the fields with a cover upload, posted as intent "details" to the page's action.
 */
export function CollectionDetailsForm({
  area,
  stored,
  failed,
  covers,
  withDate,
  action,
  idempotencyKey,
}: Pick<Props, "covers" | "withDate"> & {
  /** The catalogue area of the summary and button (`editorial.<area>.details`, `.detailsSave`). */
  area: "collections" | "special";
  stored: RawFormValues & { coverUrl: string };
  /** The refused save of these details, shown again with its errors; null otherwise. */
  failed: { values: RawFormValues; errors: FieldErrors } | null;
  action: string;
  idempotencyKey: string;
}) {
  const { t } = useI18n();
  return (
    <details className="editorial-issue-details" open={failed ? true : undefined}>
      <summary>{t(`editorial.${area}.details`)}</summary>
      <div className="editorial-collection-head">
        <ResponsiveImage src={stored.coverUrl} sizes="256px" alt="" width={256} height={144} />
      </div>
      <Form method="post" action={action} encType="multipart/form-data" className="forms-form" noValidate>
        <FormMeta idempotencyKey={idempotencyKey} requiredNote={false} />
        <input type="hidden" name="intent" value="details" />
        <CollectionFields values={failed?.values ?? stored} errors={failed?.errors ?? {}} idPrefix="details" covers={covers} withDate={withDate} upload />
        <button type="submit" className="forms-button">
          {t(`editorial.${area}.detailsSave`)}
        </button>
      </Form>
    </details>
  );
}
