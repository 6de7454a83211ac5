import "virtual:messages/with/office";
import { z } from "zod";
import { Form } from "react-router";
import type { Route } from "./+types/editorial-roles";
import { choice, emailField, FORM_EMAIL_MESSAGES } from "@core/forms/fields";
import type { FormSchema } from "@core/forms/parse-form-values";
import { listStaff } from "@core/users/list-staff";
import { USER_ROLES } from "@core/users/roles";
import { setUserRole } from "@core/users/set-user-role";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { DoneNotice, OfficePage } from "~/components/editorial/RecordParts";
import { EmailField } from "~/components/forms/FormFields";
import { bindFields } from "~/components/forms/bind-fields";
import { FormAlert, FormMeta, SubmitButton } from "~/components/forms/FormParts";
import { echo } from "~/components/forms/echo-values";
import { useFormPage } from "~/components/forms/use-form-page";
import type { SubmitOutcome } from "~/lib/forms/run-form-action.server";
import { loadOfficePage, redirectTo, runEditorAction } from "~/lib/editorial-office-page.server";
import { RecordTable } from "~/components/editorial/RecordTable";
import { OfficeChoices } from "~/components/editorial/OfficeChoices";
import "~/styles/editorial.css";

const roleForm: FormSchema<{ email: string; role: (typeof USER_ROLES)[number] }> = {
  // The admin names someone else's account: not the forms' "Please enter your email."
  schema: z.object({
    email: emailField({ ...FORM_EMAIL_MESSAGES, required: "editorial.roles.emailRequired" }),
    role: choice(USER_ROLES, "editorial.roles.roleRequired"),
  }),
  arrayFields: [],
};

export const loader = (args: Route.LoaderArgs) =>
  loadOfficePage(
    args,
    async ({ db, user, search }) => ({ staff: await listStaff(db), me: user.id, changed: search.get("changed") === "1" }),
    [],
    "admin",
  );

export async function action(args: Route.ActionArgs) {
  return runEditorAction(args, {
    access: "admin",
    idempotent: false,
    form: roleForm,
    async submit({ db, values, user, actor, lang }): Promise<SubmitOutcome> {
      // An admin cannot take their own role away: the journal would risk having no admin left.
      if (values.email.trim().toLowerCase() === user.email && values.role !== "admin") return { ok: false, errors: { role: "editorial.roles.notSelf" } };
      const result = await setUserRole(db, values.email, values.role, actor);
      if (!result.ok) return { ok: false, errors: { email: "editorial.roles.unknown" } };
      return redirectTo(`/${lang}/editorial/roles?changed=1`);
    },
  });
}

/** /{lang}/editorial/roles: who may run the journal; admins only (issue 14, ADR 0099). */
export default function EditorialRolesPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const page = useFormPage(roleForm);
  const { result, errors, formProps } = page;
  const field = bindFields("roles", page);
  const action = `/${lang}/editorial/roles`;
  return (
    <OfficePage title={t("editorial.roles.title")}>
      <p className="forms-lead">{t("editorial.roles.intro")}</p>
      <DoneNotice text={loaderData.changed && !result ? t("editorial.roles.changed") : null} />
      <RecordTable
        head={[t("editorial.field.email"), t("editorial.roles.name"), t("editorial.roles.role")]}
        rows={loaderData.staff}
        rowKey={(s) => s.id}
        cells={(s) => (
          <>
            <td>{s.email}</td>
            <td>{s.fullName || "–"}</td>
            <td>{t(`editorial.roles.${s.role}` as MessageKey)}</td>
          </>
        )}
      />
      <h2>{t("editorial.roles.set")}</h2>
      <Form method="post" action={action} className="forms-form" {...formProps}>
        <FormMeta idempotencyKey={loaderData.idempotencyKey} />
        <FormAlert message={result?.status === "error" ? result.formError : null} />
        <EmailField idPrefix="roles" error={errors.email} defaultValue={echo(result, "email")} />
        <OfficeChoices
          {...field.text("role", "editor")}
          type="radio"
          legend={t("editorial.roles.role")}
          options={USER_ROLES.map((r) => ({ value: r, label: t(`editorial.roles.${r}` as MessageKey) }))}
        />
        <SubmitButton label={t("editorial.roles.submit")} action={action} />
      </Form>
    </OfficePage>
  );
}
