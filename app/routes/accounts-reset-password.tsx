import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/accounts-reset-password";
import { fieldProblems, resetPasswordSchema } from "@core/users/account-schemas";
import { isUserTokenUsable } from "@core/users/redeem-user-token";
import { resetPassword } from "@core/users/reset-password";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { FormField } from "~/components/account/FormField";
import { FormErrorNotice } from "~/components/account/FormErrorNotice";
import { Notice } from "~/components/account/Notice";
import { accountProblemKey } from "~/components/account/problem-keys";
import { readPageForm, textFields } from "~/lib/account-route.server";
import { assertSameSite } from "~/lib/csrf.server";
import { clearedSessionCookies } from "~/lib/session.server";
import { guardLanguage } from "~/lib/language-guard.server";
import "~/styles/accounts.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  guardLanguage(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, usable: await isUserTokenUsable(context.db, token, "password_reset") };
}

/** Sets the new password; the token is used up and every session of the account ends (this one too). */
export async function action({ request, context }: Route.ActionArgs) {
  guardLanguage(request);
  assertSameSite(request, context);
  const body = await readPageForm(request);
  // Passwords are never sent back; the token is the page's own (its address), so the form comes back as it was.
  if (!body.ok) return data({ problems: {} as Record<string, string>, done: false, formError: body.messageKey }, { status: body.status });
  const fields = textFields(body.form, ["token", "password", "confirm_password"]);
  const parsed = resetPasswordSchema.safeParse(fields);
  if (!parsed.success) return data({ problems: fieldProblems(parsed.error), done: false }, { status: 400 });
  const result = await resetPassword(context.db, parsed.data.token, parsed.data.password);
  if (!result.ok) {
    if (result.problem === "busy") return data({ problems: { password: "busy" } as Record<string, string>, done: false }, { status: 429 });
    const field = result.problem === "token-invalid" ? "token" : "password";
    return data({ problems: { [field]: result.problem } as Record<string, string>, done: false }, { status: 400 });
  }
  const headers = new Headers();
  for (const cookie of clearedSessionCookies(request, context)) headers.append("Set-Cookie", cookie);
  return data({ problems: {} as Record<string, string>, done: true }, { headers });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const problems: Record<string, string> = actionData?.problems ?? {};
  const problem = (field: string) => (problems[field] ? t(accountProblemKey(problems[field]!)) : null);
  const tokenBad = !loaderData.usable || problems.token;
  return (
    <main id="main" className="container accounts-page accounts-page--narrow">
      <PageHead title={t("accounts.page.reset")} noindex />
      <h1>{t("accounts.page.reset")}</h1>
      <FormErrorNotice actionData={actionData} />
      {actionData?.done ? (
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
            <FormField label={t("accounts.password.new")} name="password" type="password" autoComplete="new-password" required hint={t("accounts.password.hint")} error={problem("password")} />
            <FormField label={t("accounts.password.confirm")} name="confirm_password" type="password" autoComplete="new-password" required error={problem("confirm_password")} />
            <div className="accounts-form__actions">
              <button type="submit" className="button" disabled={busy}>
                {t("accounts.reset.submit")}
              </button>
            </div>
          </Form>
        </>
      )}
    </main>
  );
}
