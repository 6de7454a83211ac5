import { useI18n } from "~/i18n/translate";

/**
 * One filter of an office list (a GET form): a closed list of values with their labels (as SelectField's), "Any"
 * first; `value` null shows "Any".
 */
export function FilterSelect<T extends string>(props: {
  label: string;
  name: string;
  value: T | null;
  options: readonly { value: T; label: string }[];
}) {
  const { t } = useI18n();
  return (
    <label>
      {props.label}
      <select name={props.name} defaultValue={props.value ?? ""}>
        <option value="">{t("editorial.filter.any")}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
