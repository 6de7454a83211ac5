import { useI18n } from "~/i18n/translate";

/** One filter of an office list (a GET form): a closed list of values, "Any" first; `value` null shows "Any". */
export function FilterSelect<T extends string>(props: {
  label: string;
  name: string;
  value: T | null;
  options: readonly T[];
  optionLabel: (value: T) => string;
}) {
  const { t } = useI18n();
  return (
    <label>
      {props.label}
      <select name={props.name} defaultValue={props.value ?? ""}>
        <option value="">{t("editorial.filter.any")}</option>
        {props.options.map((v) => (
          <option key={v} value={v}>
            {props.optionLabel(v)}
          </option>
        ))}
      </select>
    </label>
  );
}
