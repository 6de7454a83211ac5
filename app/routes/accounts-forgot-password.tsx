import "virtual:messages/with/accounts";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/accounts-forgot-password";
import { emailOnlyForm } from "@core/users/account-schemas";
import { requestAccountEmail } from "@core/users/request-account-email";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { FormErrorNotice } from "~/components/account/FormErrorNotice";
import { Notice } from "~/components/account/Notice";
import { PostButton } from "~/components/account/PostButton";
import { TextField } from "~/components/forms/FormFields";
import { bindAnswerFields } from "~/components/forms/bind-fields";
import { echo } from "~/components/forms/echo-values";
import { ACCOUNT_FORM, redirectTarget } from "~/lib/account-route.server";
import { emailDeliveryOf, mailSettingsOf } from "~/lib/forms/forms-services.server";
import { runFormAction } from "~/lib/forms/run-form-action.server";
import { clientIp } from "~/lib/session.server";
import { siteOrigin } from "~/lib/site-origin.server";
import { guardLanguage } from "~/lib/language-guard.server";

export function loader({ request }: Route.LoaderArgs) {
  const lang = guardLanguage(request);
  return { target: redirectTarget(new URL(request.url).searchParams.get("redirect"), lang) };
}

/** "Forgot password": the same answer whether or not the address has an account (ADR 0032). */
export async function action(args: Route.ActionArgs) {
  const { context } = args;
  return runFormAction(args, {
    name: "forgot-password",
    ...ACCOUNT_FORM,
    form: emailOnlyForm,
    async submit({ values, lang }) {
      const origin = siteOrigin(context);
      const resetLink = (token: string) => `${origin}/${lang}/reset-password?token=${encodeURIComponent(token)}`;
      const result = await requestAccountEmail(context.db, emailDeliveryOf(context), mailSettingsOf(context, args.request), "password_reset", values.email, lang, clientIp(context), resetLink);
      if (!result.ok) return { ok: false, formError: "accounts.login.rateLimited", status: 429 };
      return { ok: true, outcome: "sent", values: { email: values.email } };
    },
  });
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const field = bindAnswerFields(actionData);
  return (
    <main id="main" className="container accounts-page accounts-page--narrow">
      <PageHead title={t("accounts.page.forgot")} description={t("accounts.forgot.intro")} />
      <h1>{t("accounts.page.forgot")}</h1>
      <p className="accounts-muted">{t("accounts.forgot.intro")}</p>
      {actionData?.status === "success" ? <Notice tone="success">{t("accounts.forgot.sent", { email: echo(actionData, "email") })}</Notice> : null}
      <FormErrorNotice result={actionData} />
      <Form method="post" noValidate className="accounts-form accounts-card">
        <TextField {...field.text("email")} label={t("accounts.field.email")} type="email" autoComplete="email" required />
        <PostButton busy={busy} label="accounts.forgot.submit" busyLabel={null} />
      </Form>
    </main>
  );
}
