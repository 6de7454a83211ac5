import { AD_IMAGE_SIZES } from "@core/ads/ad-slots";
import {
  AD_LANGUAGE_CHOICES,
  AD_SLOT_CHOICES,
  AD_TITLE_MAX_CHARS,
  AD_URL_MAX_CHARS,
} from "@core/editorial/ads/ad-forms";
import type { FieldErrors, RawFormValues } from "@core/forms/parse-form-values";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { FileField } from "~/components/forms/FileField";
import { FieldError, SelectField, TextField } from "~/components/forms/FormFields";
import type { UploadInfo } from "~/lib/forms/form-action-data";
import { firstValue } from "~/components/forms/echo-values";

interface Props {
  /** What to show: what the editor typed (after an error) or what is stored. */
  values: RawFormValues;
  errors: FieldErrors;
  /** Prefix of the fields' ids, distinct per form on a page. */
  idPrefix: string;
  /** Uploads the server kept from a failed post (the banners are not asked for again). */
  uploads: Record<string, UploadInfo>;
  /** A new ad needs both banners; an ad being edited keeps its own unless new ones are chosen. */
  bannersRequired: boolean;
  setFieldError(name: string, message: string | null): void;
  busyChange(tokenField: string): (busy: boolean) => void;
}

const size = ([w, h]: readonly [number, number]) => `${w} × ${h}`;

/** A date field (the browser's date picker; typed as YYYY-MM-DD where there is none). */
function DateField({
  name,
  label,
  hint,
  required,
  value,
  error,
  idPrefix,
}: {
  name: string;
  label: string;
  hint: string;
  required: boolean;
  value: string;
  error?: string;
  idPrefix: string;
}) {
  const { t } = useI18n();
  const id = `${idPrefix}-${name}`;
  return (
    <div className={`forms-field${error ? " has-error" : ""}`}>
      <label htmlFor={id} className={required ? "forms-label forms-label--required" : "forms-label"}>
        {label}
        {required ? null : (
          <span className="forms-optional">{t("punct.labelSuffix", { text: t("forms.optional") })}</span>
        )}
      </label>
      <p id={`${id}-hint`} className="forms-hint">
        {hint}
      </p>
      <input
        type="date"
        id={id}
        name={name}
        data-field={name}
        defaultValue={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * The fields of an ad (ADR 0113): slot and site, running dates, link, both titles and the two banners (desktop and
 * narrow screens) with the sizes each slot takes. Works without JavaScript: the files go with the form.
 */
export function AdFields({ values, errors, idPrefix, uploads, bannersRequired, setFieldError, busyChange }: Props) {
  const { t } = useI18n();
  const text = (name: string) => firstValue(values[name]);
  // A refused banner is not kept: the field asks for another file.
  const kept = (field: string) => (errors[field] ? undefined : uploads[field]);
  return (
    <>
      <div className="editorial-columns">
        <SelectField
          idPrefix={idPrefix}
          name="placement"
          label={t("editorial.ads.field.placement")}
          hint={t("editorial.ads.field.placementHint")}
          required
          placeholder={t("editorial.ads.field.choose")}
          defaultValue={text("placement")}
          error={errors.placement}
          options={AD_SLOT_CHOICES.map((p) => ({ value: p, label: t(`editorial.ads.slot.${p}` as MessageKey) }))}
        />
        <SelectField
          idPrefix={idPrefix}
          name="language"
          label={t("editorial.ads.field.language")}
          hint={t("editorial.ads.field.languageHint")}
          required
          placeholder={t("editorial.ads.field.choose")}
          defaultValue={text("language")}
          error={errors.language}
          options={AD_LANGUAGE_CHOICES.map((l) => ({ value: l, label: t(`editorial.ads.site.${l}` as MessageKey) }))}
        />
        <DateField
          idPrefix={idPrefix}
          name="startsOn"
          label={t("editorial.ads.field.startsOn")}
          hint={t("editorial.ads.field.startsOnHint")}
          required
          value={text("startsOn")}
          error={errors.startsOn}
        />
        <DateField
          idPrefix={idPrefix}
          name="endsOn"
          label={t("editorial.ads.field.endsOn")}
          hint={t("editorial.ads.field.endsOnHint")}
          required={false}
          value={text("endsOn")}
          error={errors.endsOn}
        />
      </div>
      <TextField
        idPrefix={idPrefix}
        name="url"
        label={t("editorial.ads.field.url")}
        hint={t("editorial.ads.field.urlHint")}
        required
        inputMode="url"
        maxLength={AD_URL_MAX_CHARS}
        defaultValue={text("url")}
        error={errors.url}
      />
      <div className="editorial-columns">
        <TextField
          idPrefix={idPrefix}
          name="titleEn"
          lang="en"
          label={t("editorial.ads.field.titleEn")}
          required
          maxLength={AD_TITLE_MAX_CHARS}
          defaultValue={text("titleEn")}
          error={errors.titleEn}
        />
        <TextField
          idPrefix={idPrefix}
          name="titleCn"
          lang="zh-CN"
          label={t("editorial.ads.field.titleCn")}
          required
          maxLength={AD_TITLE_MAX_CHARS}
          defaultValue={text("titleCn")}
          error={errors.titleCn}
        />
      </div>
      <p className="forms-hint">{t("editorial.ads.field.titlesHint")}</p>
      <div className="editorial-columns">
        <FileField
          idPrefix={idPrefix}
          field="imgPc"
          tokenField="imgPcToken"
          kind="image"
          label={t("editorial.ads.field.imgPc")}
          note={t("editorial.ads.field.imgPcHint", {
            top: size(AD_IMAGE_SIZES.top.pc),
            bottom: size(AD_IMAGE_SIZES.bottom.pc),
          })}
          required={bannersRequired}
          error={errors.imgPcToken}
          initial={kept("imgPcToken")}
          onError={(message) => setFieldError("imgPcToken", message)}
          onBusyChange={busyChange("imgPcToken")}
        />
        <FileField
          idPrefix={idPrefix}
          field="imgMobile"
          tokenField="imgMobileToken"
          kind="image"
          label={t("editorial.ads.field.imgMobile")}
          note={t("editorial.ads.field.imgMobileHint", {
            top: size(AD_IMAGE_SIZES.top.mobile),
            bottom: size(AD_IMAGE_SIZES.bottom.mobile),
          })}
          required={bannersRequired}
          error={errors.imgMobileToken}
          initial={kept("imgMobileToken")}
          onError={(message) => setFieldError("imgMobileToken", message)}
          onBusyChange={busyChange("imgMobileToken")}
        />
      </div>
    </>
  );
}
