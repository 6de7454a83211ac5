import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/accounts-profile";
import { nameFieldOrder } from "@core/locale/name-field-order";
import { AVATAR_MAX_BYTES } from "@core/users/account-limits";
import { fieldProblems, profileSchema } from "@core/users/account-schemas";
import { findSessionUser } from "@core/users/find-session-user";
import { removeAvatar, storeAvatar } from "@core/users/store-avatar";
import { updateProfile } from "@core/users/update-profile";
import { formsServicesOf } from "~/lib/forms/forms-services.server";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { Avatar } from "~/components/account/Avatar";
import { ChangePasswordDialog } from "~/components/account/ChangePasswordDialog";
import { FormField } from "~/components/account/FormField";
import { FormErrorNotice } from "~/components/account/FormErrorNotice";
import { Notice } from "~/components/account/Notice";
import { accountProblemKey } from "~/components/account/problem-keys";
import { readPageForm, redirectTarget, requireUser, textFields } from "~/lib/account-route.server";
import { assertSameSite } from "~/lib/csrf.server";
import { AUTH_COOKIE, readCookie, refreshedUserInfoHeaders } from "~/lib/session.server";
import { guardLanguage } from "~/lib/language-guard.server";
import "~/styles/accounts.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = guardLanguage(request);
  const user = await requireUser(request, context, lang);
  return { user, back: redirectTarget(new URL(request.url).searchParams.get("redirect"), lang) };
}

const PROFILE_FIELDS = ["full_name", "first_name", "middle_name", "last_name", "contact_email", "affiliation"] as const;
type Saved = "profile" | "avatar" | "avatar-removed" | null;

export async function action({ request, context }: Route.ActionArgs) {
  const lang = guardLanguage(request);
  assertSameSite(request, context);
  const user = await requireUser(request, context, lang);
  // Room for the picture and the multipart envelope around it.
  const body = await readPageForm(request, AVATAR_MAX_BYTES + 64 * 1024);
  if (!body.ok && body.status === 413) return data({ intent: "avatar", problems: { avatar: "avatar-too-large" } as Record<string, string>, values: null, saved: null as Saved }, { status: 413 });
  if (!body.ok) {
    // Nothing is saved; the page comes back with the profile fields that did arrive (ADR 0082).
    const values = Object.fromEntries(PROFILE_FIELDS.filter((name) => typeof body.partial.get(name) === "string").map((name) => [name, body.partial.get(name) as string]));
    return data({ intent: "profile", problems: {} as Record<string, string>, values, saved: null as Saved, formError: body.messageKey }, { status: body.status });
  }
  const form = body.form;
  const intent = form.get("intent");
  const token = readCookie(request, AUTH_COOKIE) ?? "";
  const refreshed = async () => {
    const fresh = await findSessionUser(context.db, token);
    return fresh ? refreshedUserInfoHeaders(request, context, fresh) : undefined;
  };

  if (intent === "avatar") {
    const file = form.get("avatar");
    if (!(file instanceof File) || file.size === 0) {
      return data({ intent, problems: { avatar: "avatar-not-image" } as Record<string, string>, values: null, saved: null as Saved }, { status: 400 });
    }
    const result = await storeAvatar(context.db, formsServicesOf(context).uploads, user.id, new Uint8Array(await file.arrayBuffer()), file.name);
    if (!result.ok) return data({ intent, problems: { avatar: result.problem } as Record<string, string>, values: null, saved: null as Saved }, { status: 400 });
    return data({ intent, problems: {} as Record<string, string>, values: null, saved: "avatar" as Saved }, { headers: await refreshed() });
  }
  if (intent === "remove-avatar") {
    await removeAvatar(context.db, formsServicesOf(context).uploads, user.id);
    return data({ intent, problems: {} as Record<string, string>, values: null, saved: "avatar-removed" as Saved }, { headers: await refreshed() });
  }
  const values = textFields(form, PROFILE_FIELDS);
  const parsed = profileSchema.safeParse(values);
  if (!parsed.success) return data({ intent: "profile", problems: fieldProblems(parsed.error), values, saved: null as Saved }, { status: 400 });
  await updateProfile(context.db, user.id, parsed.data);
  return data({ intent: "profile", problems: {} as Record<string, string>, values: null, saved: "profile" as Saved }, { headers: await refreshed() });
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const nameFields = nameFieldOrder(lang);
  const busy = useNavigation().state === "submitting";
  const [dialogOpen, setDialogOpen] = useState(false);
  const [passwordChanged, setPasswordChanged] = useState<string | null>(null);
  const { user, back } = loaderData;
  const problems: Record<string, string> = actionData?.problems ?? {};
  const problem = (field: string) => (problems[field] ? t(accountProblemKey(problems[field]!)) : null);
  // What was sent wins over what is stored (a refused body may bring back only some fields).
  const stored: Record<string, string> = {
    full_name: user.fullName,
    first_name: user.firstName,
    middle_name: user.middleName,
    last_name: user.lastName,
    contact_email: user.contactEmail,
    affiliation: user.affiliation,
  };
  const values: Record<string, string> = { ...stored, ...(actionData?.values ?? {}) };
  const saved = actionData?.saved;
  return (
    <main id="main" className="container accounts-page accounts-page--narrow">
      <PageHead title={t("accounts.page.profile")} noindex />
      <h1>{t("accounts.page.profile")}</h1>
      <p className="accounts-muted">{t("accounts.profile.intro")}</p>
      {saved === "profile" ? <Notice tone="success">{t("accounts.profile.saved")}</Notice> : null}
      {saved === "avatar" ? <Notice tone="success">{t("accounts.profile.avatarSaved")}</Notice> : null}
      {saved === "avatar-removed" ? <Notice tone="success">{t("accounts.profile.avatarRemoved")}</Notice> : null}
      <FormErrorNotice actionData={actionData} />

      <section className="accounts-card accounts-avatar-editor" aria-labelledby="avatar-heading">
        <h2 id="avatar-heading">{t("accounts.profile.avatar")}</h2>
        <Avatar person={user} size={96} className="accounts-avatar--large" />
        <Form method="post" encType="multipart/form-data" className="accounts-form">
          <input type="hidden" name="intent" value="avatar" />
          <FormField label={t("accounts.profile.avatarUpload")} name="avatar" type="file" accept="image/jpeg,image/png,image/webp,image/gif" hint={t("accounts.profile.avatarHint")} error={problem("avatar")} />
          <div className="accounts-form__actions">
            <button type="submit" className="accounts-button-secondary" disabled={busy}>
              {t("accounts.profile.avatarUpload")}
            </button>
          </div>
        </Form>
        {user.avatarUrl ? (
          <Form method="post">
            <input type="hidden" name="intent" value="remove-avatar" />
            <button type="submit" className="accounts-link-button" disabled={busy}>
              {t("accounts.profile.avatarRemove")}
            </button>
          </Form>
        ) : null}
      </section>

      <Form method="post" noValidate className="accounts-form accounts-card">
        <input type="hidden" name="intent" value="profile" />
        <p className="accounts-muted">{t("accounts.profile.loginEmail", { email: user.email })}</p>
        <FormField label={t("accounts.field.fullName")} name="full_name" autoComplete="name" hint={t("accounts.field.fullNameHint")} defaultValue={values.full_name} error={problem("full_name")} />
        <div className={`accounts-form__row${nameFields.includes("middle") ? " accounts-form__row--three" : ""}`}>
          {nameFields.map((field) =>
            field === "given" ? (
              <FormField key={field} label={t("accounts.field.firstName")} name="first_name" autoComplete="given-name" defaultValue={values.first_name} error={problem("first_name")} />
            ) : field === "middle" ? (
              <FormField key={field} label={t("accounts.field.middleName")} name="middle_name" autoComplete="additional-name" defaultValue={values.middle_name} error={problem("middle_name")} />
            ) : (
              <FormField key={field} label={t("accounts.field.lastName")} name="last_name" autoComplete="family-name" defaultValue={values.last_name} error={problem("last_name")} />
            ),
          )}
          {/* A form without the field keeps the middle name the reader gave on the English site. */}
          {nameFields.includes("middle") ? null : <input type="hidden" name="middle_name" value={values.middle_name ?? ""} />}
        </div>
        <FormField label={t("accounts.field.contactEmail")} name="contact_email" type="email" autoComplete="email" defaultValue={values.contact_email} error={problem("contact_email")} />
        <FormField label={t("accounts.field.affiliation")} name="affiliation" autoComplete="organization" defaultValue={values.affiliation} error={problem("affiliation")} />
        <div className="accounts-form__actions">
          <button type="submit" className="button" disabled={busy}>
            {t("accounts.profile.save")}
          </button>
          <Link to={back}>{t("accounts.profile.back")}</Link>
        </div>
      </Form>

      <section className="accounts-card" aria-labelledby="security-heading">
        <h2 id="security-heading">{t("accounts.profile.security")}</h2>
        {passwordChanged ? (
          <Notice tone="success" onClose={() => setPasswordChanged(null)}>
            {passwordChanged}
          </Notice>
        ) : null}
        <button type="button" className="accounts-button-secondary" onClick={() => setDialogOpen(true)}>
          {t("accounts.menu.changePassword")}
        </button>
      </section>
      <ChangePasswordDialog open={dialogOpen} onClose={() => setDialogOpen(false)} onChanged={(msg) => setPasswordChanged(msg)} />
    </main>
  );
}
