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
  defaultValue,
  error,
  idPrefix,
}: {
  name: string;
  label: string;
  hint: string;
  required: boolean;
  defaultValue: string;
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
        defaultValue={defaultValue}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The ad's text fields, each labelled editorial.ads.field.{name}. */
type AdTextField = "placement" | "language" | "startsOn" | "endsOn" | "url" | "titleEn" | "titleCn";
/** The ones with a hint, editorial.ads.field.{name}Hint. */
type HintedAdField = Exclude<AdTextField, "titleEn" | "titleCn">;
/** The two banners, by their field and the screens (AD_IMAGE_SIZES) each is for. */
const BANNERS = [
  { field: "imgPc", screens: "pc" },
  { field: "imgMobile", screens: "mobile" },
] as const;

/**
 * The fields of an ad (ADR 0113): slot and site, running dates, link, both titles and the two banners (desktop and
 * narrow screens) with the sizes each slot takes. Works without JavaScript: the files go with the form.
 */
export function AdFields({ values, errors, idPrefix, uploads, bannersRequired, setFieldError, busyChange }: Props) {
  const { t } = useI18n();
  const field = (name: AdTextField) => ({
    idPrefix,
    name,
    label: t(`editorial.ads.field.${name}`),
    defaultValue: firstValue(values[name]),
    error: errors[name],
  });
  const hinted = (name: HintedAdField) => ({ ...field(name), hint: t(`editorial.ads.field.${name}Hint`) });
  // A refused banner is not kept: the field asks for another file.
  const kept = (tokenField: string) => (errors[tokenField] ? undefined : uploads[tokenField]);
  return (
    <>
      <div className="editorial-columns">
        <SelectField
          {...hinted("placement")}
          required
          placeholder={t("editorial.ads.field.choose")}
          options={AD_SLOT_CHOICES.map((p) => ({ value: p, label: t(`editorial.ads.slot.${p}` as MessageKey) }))}
        />
        <SelectField
          {...hinted("language")}
          required
          placeholder={t("editorial.ads.field.choose")}
          options={AD_LANGUAGE_CHOICES.map((l) => ({ value: l, label: t(`editorial.ads.site.${l}` as MessageKey) }))}
        />
        <DateField {...hinted("startsOn")} required />
        <DateField {...hinted("endsOn")} required={false} />
      </div>
      <TextField {...hinted("url")} required inputMode="url" maxLength={AD_URL_MAX_CHARS} />
      <div className="editorial-columns">
        <TextField {...field("titleEn")} lang="en" required maxLength={AD_TITLE_MAX_CHARS} />
        <TextField {...field("titleCn")} lang="zh-CN" required maxLength={AD_TITLE_MAX_CHARS} />
      </div>
      <p className="forms-hint">{t("editorial.ads.field.titlesHint")}</p>
      <div className="editorial-columns">
        {BANNERS.map(({ field: name, screens }) => {
          const tokenField = `${name}Token`;
          return (
            <FileField
              key={name}
              idPrefix={idPrefix}
              field={name}
              tokenField={tokenField}
              kind="image"
              label={t(`editorial.ads.field.${name}`)}
              note={t(`editorial.ads.field.${name}Hint`, {
                top: size(AD_IMAGE_SIZES.top[screens]),
                bottom: size(AD_IMAGE_SIZES.bottom[screens]),
              })}
              required={bannersRequired}
              error={errors[tokenField]}
              initial={kept(tokenField)}
              onError={(message) => setFieldError(tokenField, message)}
              onBusyChange={busyChange(tokenField)}
            />
          );
        })}
      </div>
    </>
  );
}
