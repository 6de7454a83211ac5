import { useI18n } from "~/i18n/translate";
import type { bindFields } from "./bind-fields";
import { EmailField, TextField } from "./FormFields";

/** Who applies (the ambassador and reviewer applications): name, e-mail, institution and country. */
export function ApplicantFields({
  field,
  userEmail,
  organisation,
}: {
  field: ReturnType<typeof bindFields>;
  /** The signed-in reader's address, filled in. */
  userEmail: string | null;
  /** The institution's field: its name and label differ between the forms. */
  organisation: { name: string; label: string };
}) {
  const { t } = useI18n();
  const text = (name: string, label: string, autoComplete: string, maxLength: number) => (
    <TextField {...field.text(name)} label={label} required autoComplete={autoComplete} maxLength={maxLength} />
  );
  return (
    <>
      {text("name", t("forms.field.name"), "name", 200)}
      <EmailField {...field.text("email", userEmail ?? "")} />
      {text(organisation.name, organisation.label, "organization", 300)}
      {text("country", t("forms.field.country"), "country-name", 100)}
    </>
  );
}
