import "virtual:messages/with/accounts";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/accounts-reset-password";
import { resetPasswordForm } from "@core/users/account-schemas";
import { isUserTokenUsable } from "@core/users/redeem-user-token";
import { resetPassword } from "@core/users/reset-password";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { FormErrorNotice } from "~/components/account/FormErrorNotice";
import { Notice } from "~/components/account/Notice";
import { PostButton } from "~/components/account/PostButton";
import { accountProblemKey } from "~/components/account/problem-keys";
import { TextField } from "~/components/forms/FormFields";
import { bindAnswerFields } from "~/components/forms/bind-fields";
import { ACCOUNT_FORM } from "~/lib/account-route.server";
import { runFormAction } from "~/lib/forms/run-form-action.server";
import { clearedSessionCookies } from "~/lib/session.server";
import { guardLanguage } from "~/lib/language-guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  guardLanguage(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, usable: await isUserTokenUsable(context.db, token, "password_reset") };
}

/**
 * Sets the new password; the token is used up and every session of the account ends (this one too). Passwords
 * never come back to the page; the token is the page's own (its address).
 */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  return runFormAction(args, {
    name: "reset-password",
    ...ACCOUNT_FORM,
    secret: ["password", "confirm_password"],
    form: resetPasswordForm,
    async submit({ values }) {
      const result = await resetPassword(context.db, values.token, values.password);
      if (result.ok) return { ok: true, outcome: "done", headers: new Headers(clearedSessionCookies(request, context).map((cookie): [string, string] => ["Set-Cookie", cookie])) };
      if (result.problem === "busy") return { ok: false, errors: { password: accountProblemKey("busy") }, status: 429 };
      return { ok: false, errors: { [result.problem === "token-invalid" ? "token" : "password"]: accountProblemKey(result.problem) } };
    },
  });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const field = bindAnswerFields(actionData);
  const tokenBad = !loaderData.usable || field.error("token");
  return (
    <main id="main" className="container accounts-page accounts-page--narrow">
      <PageHead title={t("accounts.page.reset")} noindex />
      <h1>{t("accounts.page.reset")}</h1>
      <FormErrorNotice result={actionData} />
      {actionData?.status === "success" ? (
        <>
          <Notice tone="success">{t("accounts.reset.done")}</Notice>
          <p>
            <Link to={`/${lang}/login`} className="button">
              {t("accounts.login.submit")}
            </Link>
          </p>
        </>
      ) : tokenBad ? (
        <>
          <Notice tone="error">{t("accounts.problem.tokenInvalid")}</Notice>
          <p>
            <Link to={`/${lang}/forgot-password`}>{t("accounts.reset.requestNew")}</Link>
          </p>
        </>
      ) : (
        <>
          <p className="accounts-muted">{t("accounts.reset.intro")}</p>
          <Form method="post" noValidate className="accounts-form accounts-card">
            <input type="hidden" name="token" value={loaderData.token} />
            <TextField {...field.text("password")} label={t("accounts.password.new")} type="password" autoComplete="new-password" required hint={t("accounts.password.hint")} />
            <TextField {...field.text("confirm_password")} label={t("accounts.password.confirm")} type="password" autoComplete="new-password" required />
            <PostButton busy={busy} label="accounts.reset.submit" busyLabel={null} />
          </Form>
        </>
      )}
    </main>
  );
}
