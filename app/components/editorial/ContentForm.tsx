import { Form } from "react-router";
import type { ContentKind, FieldSpec } from "@core/editorial/content/content-kind";
import {
  contentItemForm,
  contentListForm,
  fieldOf,
  IMAGE_FIELD,
  IMAGE_TOKEN_FIELD,
} from "@core/editorial/content/content-forms";
import { CONTENT_SPECS } from "@core/editorial/content/content-specs";
import type { RawFormValues } from "@core/forms/parse-form-values";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { FileField } from "~/components/forms/FileField";
import { FormAlert, FormMeta, SubmitButton } from "~/components/forms/FormParts";
import { SelectField, TextArea, TextField } from "~/components/forms/FormFields";
import { useFormPage } from "~/components/forms/use-form-page";
import { firstValue } from "~/components/forms/echo-values";
import { ResponsiveImage } from "~/components/content/ResponsiveImage";

interface Props {
  kind: ContentKind;
  /** The page's own action. */
  action: string;
  /** "create" (the list page: a new item, its picture required) or "save" (an item's page). */
  intent: "create" | "save";
  idempotencyKey: string;
  /** What the form shows before the editor types: the stored item, or a new one's defaults. */
  stored: RawFormValues;
  /** The stored picture (photo, logo, poster), shown above the file field. */
  currentImage: string | null;
  submitLabel: string;
}

/** Consecutive fields of one bilingual pair go side by side. */
function inRows(fields: readonly FieldSpec[]): FieldSpec[][] {
  const rows: FieldSpec[][] = [];
  for (const field of fields) {
    const last = rows[rows.length - 1];
    if (field.lang === "zh-CN" && last?.length === 1 && last[0]!.lang === "en") last.push(field);
    else rows.push([field]);
  }
  return rows;
}

/**
 * The form of a content kind (ADR 0112), drawn from its description (core/editorial/content/*-form.ts): every text
 * in both languages side by side, dates, choices and, for board members, partners and videos, the picture (uploaded
 * as soon as it is picked when JavaScript runs, else with the form). Checked in the browser by the same schema as
 * on the server; a refused post shows what was typed, and the picture the server kept, with the messages.
 */
export function ContentForm({ kind, action, intent, idempotencyKey, stored, currentImage, submitLabel }: Props) {
  const { t } = useI18n();
  const spec = CONTENT_SPECS[kind];
  const { result, errors, formProps, uploads, setFieldError } = useFormPage(
    intent === "create" ? contentListForm(kind) : contentItemForm(kind),
  );
  const failed = result?.status === "error" && result.values.intent === intent ? result : null;
  const values = failed?.values ?? stored;
  const value = (name: string) => firstValue(values[name]);
  const field = (f: FieldSpec) => {
    const common = {
      name: f.name,
      idPrefix: "content",
      label: t((f.label ?? `editorial.content.field.${f.name}`) as MessageKey),
      hint: f.hint ? t(`editorial.content.hint.${f.hint}` as MessageKey) : undefined,
      required: f.required,
      error: errors[f.name],
      lang: f.lang,
      defaultValue: value(f.name),
    };
    if (f.type === "select") {
      const options = (f.options ?? []).map((o) => ({ value: o.value, label: t(o.label as MessageKey) }));
      return <SelectField key={f.name} {...common} options={options} placeholder={t("editorial.content.choose")} />;
    }
    if (f.type === "textarea") return <TextArea key={f.name} {...common} rows={f.rows} />;
    return (
      <TextField
        key={f.name}
        {...common}
        type={f.type ?? "text"}
        inputMode={f.type === "number" ? "numeric" : undefined}
      />
    );
  };
  const picture = spec.image ? fieldOf(spec.image.column) : null;
  return (
    <Form method="post" action={action} encType="multipart/form-data" className="forms-form" {...formProps}>
      <FormMeta idempotencyKey={idempotencyKey} />
      <input type="hidden" name="intent" value={intent} />
      <FormAlert message={failed?.formError} />
      {inRows(spec.fields).map((row) =>
        row.length === 2 ? (
          <div className="editorial-columns" key={row[0]!.name}>
            {row.map(field)}
          </div>
        ) : (
          field(row[0]!)
        ),
      )}
      {picture ? (
        <div className="editorial-content-image">
          {currentImage ? (
            <figure>
              <ResponsiveImage src={currentImage} sizes="288px" alt="" height={96} />
              <figcaption className="forms-hint">{t("editorial.content.currentImage")}</figcaption>
            </figure>
          ) : null}
          <FileField
            field={IMAGE_FIELD}
            tokenField={IMAGE_TOKEN_FIELD}
            kind="image"
            idPrefix="content"
            label={t(`editorial.content.field.${picture}` as MessageKey)}
            note={t(`editorial.content.hint.${picture}` as MessageKey)}
            required={intent === "create"}
            error={errors[IMAGE_TOKEN_FIELD]}
            initial={failed?.uploads[IMAGE_TOKEN_FIELD]}
            onError={(message) => setFieldError(IMAGE_TOKEN_FIELD, message)}
            onBusyChange={uploads.busyChange(IMAGE_TOKEN_FIELD)}
          />
        </div>
      ) : null}
      <div className="editorial-actions">
        <SubmitButton label={submitLabel} action={action} />
      </div>
    </Form>
  );
}
