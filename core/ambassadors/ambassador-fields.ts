import type { Selectable } from "kysely";
import type { AmbassadorApplicationsTable } from "../db/schema";
import type { FormField } from "../forms/form-field";

type Shown = "name" | "email" | "institution" | "country" | "degree" | "motivation";

/** A campus-ambassador application's fields, labelled as on the form: what its e-mails and the office's inbox show. */
export function ambassadorFields(
  a: Pick<Selectable<AmbassadorApplicationsTable>, Shown> & { listConsent: boolean },
): FormField[] {
  return [
    { label: "forms.field.name", value: a.name },
    { label: "forms.field.email", value: a.email },
    { label: "forms.ambassador.institution", value: a.institution },
    { label: "forms.field.country", value: a.country },
    { label: "forms.ambassador.degree", value: `forms.ambassador.degree.${a.degree}`, translated: true },
    { label: "forms.ambassador.motivation", value: a.motivation, long: true },
    { label: "editorial.inbox.field.listConsent", value: a.listConsent ? "forms.yes" : "forms.no", translated: true },
  ];
}
