import { useI18n } from "~/i18n/translate";
import { ChoiceGroup } from "./FormFields";
import { categoryOptions } from "./category-options";

/** What an alert subscription sends: subject categories and language (the alerts page and its manage page). */
export function AlertPreferenceFields({
  idPrefix,
  categories,
  language,
  errors,
}: {
  idPrefix: string;
  categories: readonly string[];
  language: string;
  errors?: { categories?: string; language?: string };
}) {
  const { lang, t } = useI18n();
  return (
    <>
      <ChoiceGroup
        idPrefix={idPrefix}
        name="categories"
        type="checkbox"
        columns
        label={t("forms.alerts.categories")}
        hint={t("forms.alerts.categoriesHint")}
        options={categoryOptions(lang)}
        defaultValue={categories}
        error={errors?.categories}
      />
      <ChoiceGroup
        idPrefix={idPrefix}
        name="language"
        type="radio"
        required
        label={t("forms.alerts.language")}
        options={[
          { value: "en", label: t("forms.language.en") },
          { value: "cn", label: t("forms.language.cn") },
        ]}
        defaultValue={language}
        error={errors?.language}
      />
    </>
  );
}
