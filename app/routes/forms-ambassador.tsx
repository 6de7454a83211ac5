import "virtual:messages/with/forms";
import { Link } from "react-router";
import type { Route } from "./+types/forms-ambassador";
import { AMBASSADOR_DEGREES, ambassadorForm } from "@core/forms/ambassador-schema";
import { MOTIVATION_MAX_CHARS } from "@core/forms/limits";
import { submitAmbassadorApplication } from "@core/ambassadors/submit-ambassador-application";
import type { MessageKey } from "~/i18n/translate";
import { CheckboxField, SelectField, TextArea } from "~/components/forms/FormFields";
import { FormPage } from "~/components/forms/FormPageLayout";
import { ApplicantFields } from "~/components/forms/ApplicantFields";
import { usePublicForm } from "~/components/forms/use-public-form";
import { loadFormPage } from "~/lib/forms/form-page-loader.server";
import { runStoredFormAction } from "~/lib/forms/run-form-action.server";
import { formatCount } from "@core/locale/format-count";

export const loader = (args: Route.LoaderArgs) => loadFormPage(args, "ambassador");

export const action = (args: Route.ActionArgs) =>
  runStoredFormAction(args, "ambassador", ambassadorForm, { store: submitAmbassadorApplication });

/** /{lang}/ambassador: the campus ambassador programme and its application form. */
export default function AmbassadorPage({ loaderData }: Route.ComponentProps) {
  const { lang, t, field, frame } = usePublicForm("ambassador", ambassadorForm, loaderData);
  const degrees = AMBASSADOR_DEGREES.map((d) => ({ value: d, label: t(`forms.ambassador.degree.${d}` as MessageKey) }));
  return (
    <FormPage
      {...frame}
      aside={
        <p className="forms-aside-link">
          <Link to={`/${lang}/ambassadorlist`}>{t("forms.ambassador.listLink")}</Link>
        </p>
      }
    >
      <ApplicantFields
        field={field}
        userEmail={loaderData.userEmail}
        organisation={{ name: "institution", label: t("forms.ambassador.institution") }}
      />
      <SelectField {...field.text("degree")} label={t("forms.ambassador.degree")} required options={degrees} />
      <TextArea
        {...field.text("motivation")}
        label={t("forms.ambassador.motivation")}
        hint={t("forms.ambassador.motivationHint", { max: formatCount(MOTIVATION_MAX_CHARS) })}
        required
        rows={7}
      />
      <CheckboxField {...field.checkbox("adult")} label={t("forms.ambassador.adult")} />
      <CheckboxField {...field.checkbox("listConsent")} label={t("forms.ambassador.listConsentLabel")} />
    </FormPage>
  );
}
