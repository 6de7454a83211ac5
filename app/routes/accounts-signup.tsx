import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/accounts-signup";
import { fieldProblems, signUpSchema } from "@core/users/account-schemas";
import { registerUser } from "@core/users/register-user";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { FormField } from "~/components/account/FormField";
import { Notice } from "~/components/account/Notice";
import { accountProblemKey } from "~/components/account/problem-keys";
import { redirectTarget, routeLanguage, textFields } from "~/lib/account-route.server";
import { assertSameSite } from "~/lib/csrf.server";
import { beginSession, clientIp, getSessionUser } from "~/lib/session.server";
import "~/styles/accounts.css";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = routeLanguage(params);
  const target = redirectTarget(new URL(request.url).searchParams.get("redirect"), lang);
  if (await getSessionUser(request, context)) throw redirect(target);
  return { target };
}

const FIELDS = ["email", "password", "full_name", "first_name", "last_name", "terms"] as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = routeLanguage(params);
  assertSameSite(request, context);
  const form = await request.formData();
  const target = redirectTarget(form.get("redirect"), lang);
  const fields = textFields(form, FIELDS);
  const { password: _password, ...values } = fields;
  const parsed = signUpSchema.safeParse({ ...fields, terms: fields.terms || undefined });
  if (!parsed.success) return data({ values, problems: fieldProblems(parsed.error), error: null }, { status: 400 });
  const result = await registerUser(context.db, parsed.data, lang, clientIp(context));
  if (!result.ok) {
    if (result.problem === "rate-limited") return data({ values, problems: {}, error: "rate-limited" as const }, { status: 429 });
    const field = result.problem === "email-taken" ? "email" : "password";
    return data({ values, problems: { [field]: result.problem }, error: null }, { status: 400 });
  }
  const { headers } = await beginSession(request, context, result.userId);
  throw redirect(target, { headers });
}

export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const values: Partial<Record<string, string>> = actionData?.values ?? {};
  const problems: Partial<Record<string, string>> = actionData?.problems ?? {};
  const problem = (field: string) => (problems[field] ? t(accountProblemKey(problems[field]!)) : null);
  const { target } = loaderData;
  return (
    <main id="main" className="container accounts-page accounts-page--narrow">
      <PageHead title={t("accounts.page.signup")} description={t("accounts.signup.intro")} />
      <h1>{t("accounts.page.signup")}</h1>
      <p className="accounts-muted">{t("accounts.signup.intro")}</p>
      <Form method="post" noValidate className="accounts-form accounts-card">
        {actionData?.error === "rate-limited" ? <Notice tone="error">{t("accounts.signup.rateLimited")}</Notice> : null}
        <input type="hidden" name="redirect" value={target} />
        <FormField label={t("accounts.field.email")} name="email" type="email" autoComplete="email" required defaultValue={values.email} error={problem("email")} />
        <FormField label={t("accounts.field.password")} name="password" type="password" autoComplete="new-password" required hint={t("accounts.password.hint")} error={problem("password")} />
        <div className="accounts-form__row">
          <FormField label={t("accounts.field.firstName")} name="first_name" autoComplete="given-name" required defaultValue={values.first_name} error={problem("first_name")} />
          <FormField label={t("accounts.field.lastName")} name="last_name" autoComplete="family-name" required defaultValue={values.last_name} error={problem("last_name")} />
        </div>
        <FormField label={t("accounts.field.fullName")} name="full_name" autoComplete="name" hint={t("accounts.field.fullNameHint")} defaultValue={values.full_name} error={problem("full_name")} />
        <div className={`accounts-check ${problems.terms ? "has-error" : ""}`}>
          <input id="signup-terms" type="checkbox" name="terms" defaultChecked={values.terms === "on"} aria-invalid={problems.terms ? true : undefined} aria-describedby={problems.terms ? "signup-terms-error" : undefined} />
          <label htmlFor="signup-terms">
            {t("accounts.signup.terms")} (<Link to={`/${lang}/service`}>{t("footer.terms")}</Link> · <Link to={`/${lang}/policy`}>{t("footer.privacy")}</Link>)
          </label>
          {problems.terms ? (
            <p className="accounts-field__error" id="signup-terms-error">
              {problem("terms")}
            </p>
          ) : null}
        </div>
        <div className="accounts-form__actions">
          <button type="submit" className="button" disabled={busy}>
            {t("accounts.signup.submit")}
          </button>
        </div>
      </Form>
      <p>
        {t("accounts.signup.haveAccount")} <Link to={`/${lang}/login?redirect=${encodeURIComponent(target)}`}>{t("accounts.signup.loginLink")}</Link>
      </p>
    </main>
  );
}
