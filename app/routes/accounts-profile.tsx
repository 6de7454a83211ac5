import "virtual:messages/with/accounts";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/accounts-profile";
import { nameFieldOrder } from "@core/locale/name-field-order";
import { AVATAR_MAX_BYTES } from "@core/users/account-limits";
import { profileForm } from "@core/users/account-schemas";
import { findSessionUser } from "@core/users/find-session-user";
import { removeAvatar, storeAvatar } from "@core/users/store-avatar";
import { updateProfile } from "@core/users/update-profile";
import { formsServicesOf } from "~/lib/forms/forms-services.server";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { Avatar } from "~/components/account/Avatar";
import { ChangePasswordDialog } from "~/components/account/ChangePasswordDialog";
import { FormErrorNotice } from "~/components/account/FormErrorNotice";
import { Notice } from "~/components/account/Notice";
import { PostButton } from "~/components/account/PostButton";
import { accountProblemKey } from "~/components/account/problem-keys";
import { TextField } from "~/components/forms/FormFields";
import { bindAnswerFields } from "~/components/forms/bind-fields";
import { ACCOUNT_FORM, redirectTarget, requireUser } from "~/lib/account-route.server";
import { runIntentAction } from "~/lib/forms/run-form-action.server";
import { AUTH_COOKIE, readCookie, refreshedUserInfoHeaders } from "~/lib/session.server";
import { guardLanguage } from "~/lib/language-guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = guardLanguage(request);
  const user = await requireUser(request, context, lang);
  return { user, back: redirectTarget(new URL(request.url).searchParams.get("redirect"), lang) };
}

const NO_FIELDS = { schema: z.object({}), arrayFields: [] } as const;

/** The page's three forms: a new picture, its removal, and the details (any other intent). */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const lang = guardLanguage(request);
  const user = await requireUser(request, context, lang);
  const uploads = formsServicesOf(context).uploads;
  // The reader's user-info cookie, refreshed with what changed.
  const saved = async (outcome: string) => {
    const fresh = await findSessionUser(context.db, readCookie(request, AUTH_COOKIE) ?? "");
    return { ok: true as const, outcome, headers: fresh ? refreshedUserInfoHeaders(request, context, fresh) : undefined };
  };
  return runIntentAction(
    args,
    {
      name: "profile",
      ...ACCOUNT_FORM,
      keep: ["avatar"],
      // Room for the picture and the multipart envelope around it; a larger body can only be a larger picture.
      maxBytes: AVATAR_MAX_BYTES + 64 * 1024,
      tooLarge: { field: "avatar", message: accountProblemKey("avatar-too-large") },
      fallback: "profile",
    },
    {
      avatar: {
        form: NO_FIELDS,
        async submit({ kept }) {
          const file = kept.avatar;
          if (!file || file.size === 0) return { ok: false, errors: { avatar: accountProblemKey("avatar-not-image") } };
          const result = await storeAvatar(context.db, uploads, user.id, new Uint8Array(await file.arrayBuffer()), file.name);
          return result.ok ? saved("avatar") : { ok: false, errors: { avatar: accountProblemKey(result.problem) } };
        },
      },
      "remove-avatar": {
        form: NO_FIELDS,
        async submit() {
          await removeAvatar(context.db, uploads, user.id);
          return saved("avatar-removed");
        },
      },
      profile: {
        form: profileForm,
        async submit({ values }) {
          await updateProfile(context.db, user.id, values);
          return saved("profile");
        },
      },
    },
  );
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const nameFields = nameFieldOrder(lang);
  const busy = useNavigation().state === "submitting";
  const [dialogOpen, setDialogOpen] = useState(false);
  const [passwordChanged, setPasswordChanged] = useState<string | null>(null);
  const { user, back } = loaderData;
  // What was sent wins over what is stored (a refused body may bring back only some fields).
  const stored = {
    full_name: user.fullName,
    first_name: user.firstName,
    middle_name: user.middleName,
    last_name: user.lastName,
    contact_email: user.contactEmail,
    affiliation: user.affiliation,
  };
  const field = bindAnswerFields(actionData);
  const saved = actionData?.status === "success" ? actionData.outcome : null;
  return (
    <main id="main" className="container accounts-page accounts-page--narrow">
      <PageHead title={t("accounts.page.profile")} noindex />
      <h1>{t("accounts.page.profile")}</h1>
      <p className="accounts-muted">{t("accounts.profile.intro")}</p>
      {saved === "profile" ? <Notice tone="success">{t("accounts.profile.saved")}</Notice> : null}
      {saved === "avatar" ? <Notice tone="success">{t("accounts.profile.avatarSaved")}</Notice> : null}
      {saved === "avatar-removed" ? <Notice tone="success">{t("accounts.profile.avatarRemoved")}</Notice> : null}
      <FormErrorNotice result={actionData} />

      <section className="accounts-card accounts-avatar-editor" aria-labelledby="avatar-heading">
        <h2 id="avatar-heading">{t("accounts.profile.avatar")}</h2>
        <Avatar person={user} size={96} className="accounts-avatar--large" />
        <Form method="post" encType="multipart/form-data" className="accounts-form">
          <input type="hidden" name="intent" value="avatar" />
          <TextField name="avatar" error={field.error("avatar")} look="account" label={t("accounts.profile.avatarUpload")} type="file" accept="image/jpeg,image/png,image/webp,image/gif" hint={t("accounts.profile.avatarHint")} />
          <PostButton busy={busy} label="accounts.profile.avatarUpload" busyLabel={null} secondary />
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
        <TextField {...field.text("full_name", stored.full_name)} label={t("accounts.field.fullName")} autoComplete="name" hint={t("accounts.field.fullNameHint")} />
        <div className={`accounts-form__row${nameFields.includes("middle") ? " accounts-form__row--three" : ""}`}>
          {nameFields.map((name) =>
            name === "given" ? (
              <TextField key={name} {...field.text("first_name", stored.first_name)} label={t("accounts.field.firstName")} autoComplete="given-name" />
            ) : name === "middle" ? (
              <TextField key={name} {...field.text("middle_name", stored.middle_name)} label={t("accounts.field.middleName")} autoComplete="additional-name" />
            ) : (
              <TextField key={name} {...field.text("last_name", stored.last_name)} label={t("accounts.field.lastName")} autoComplete="family-name" />
            ),
          )}
          {/* A form without the field keeps the middle name the reader gave on the English site. */}
          {nameFields.includes("middle") ? null : <input type="hidden" name="middle_name" value={field.text("middle_name", stored.middle_name).defaultValue} />}
        </div>
        <TextField {...field.text("contact_email", stored.contact_email)} label={t("accounts.field.contactEmail")} type="email" autoComplete="email" />
        <TextField {...field.text("affiliation", stored.affiliation)} label={t("accounts.field.affiliation")} autoComplete="organization" />
        <PostButton busy={busy} label="accounts.profile.save" busyLabel={null}>
          <Link to={back}>{t("accounts.profile.back")}</Link>
        </PostButton>
      </Form>

      <section className="accounts-card" aria-labelledby="security-heading">
        <h2 id="security-heading">{t("accounts.profile.security")}</h2>
        {passwordChanged ? (
          <Notice tone="success" onClose={() => setPasswordChanged(null)}>
            {passwordChanged}
          </Notice>
        ) : null}
        <button type="button" className="button button--secondary" onClick={() => setDialogOpen(true)}>
          {t("accounts.menu.changePassword")}
        </button>
      </section>
      <ChangePasswordDialog open={dialogOpen} onClose={() => setDialogOpen(false)} onChanged={(msg) => setPasswordChanged(msg)} />
    </main>
  );
}
