import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/accounts-signup";
import { nameFieldOrder } from "@core/locale/name-field-order";
import { fieldProblems, signUpSchema } from "@core/users/account-schemas";
import { signUpReader } from "@core/users/sign-up-reader";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { FormField } from "~/components/account/FormField";
import { FormErrorNotice } from "~/components/account/FormErrorNotice";
import { Notice } from "~/components/account/Notice";
import { accountProblemKey } from "~/components/account/problem-keys";
import { readPageForm, redirectTarget, textFields } from "~/lib/account-route.server";
import { assertSameSite } from "~/lib/csrf.server";
import { clientIp, getSessionUser } from "~/lib/session.server";
import { emailDeliveryOf } from "~/lib/forms/forms-services.server";
import { siteOrigin } from "~/lib/site-origin.server";
import { guardLanguage } from "~/lib/language-guard.server";
import "~/styles/accounts.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = guardLanguage(request);
  const target = redirectTarget(new URL(request.url).searchParams.get("redirect"), lang);
  if (await getSessionUser(request, context)) throw redirect(target);
  return { target };
}

const FIELDS = ["email", "password", "full_name", "first_name", "last_name", "terms"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const lang = guardLanguage(request);
  assertSameSite(request, context);
  const body = await readPageForm(request);
  if (!body.ok) {
    // A half-received sign-up creates nothing; the form comes back with what arrived, never the password (ADR 0082).
    const { password: _password, ...values } = textFields(body.partial, FIELDS);
    return data({ values, problems: {}, error: null, formError: body.messageKey }, { status: body.status });
  }
  const form = body.form;
  const target = redirectTarget(form.get("redirect"), lang);
  const fields = textFields(form, FIELDS);
  const { password: _password, ...values } = fields;
  const parsed = signUpSchema.safeParse({ ...fields, terms: fields.terms || undefined });
  if (!parsed.success) return data({ values, problems: fieldProblems(parsed.error), error: null }, { status: 400 });
  // The same answer for a new and a taken address (ADR 0081): "check your e-mail"; the link finishes it.
  const origin = siteOrigin(context);
  const result = await signUpReader(context.db, emailDeliveryOf(context), parsed.data, lang, clientIp(context), {
    finishLink: (code) => {
      const link = new URL(target, origin);
      link.searchParams.set("t", code);
      return link.href;
    },
    loginLink: (ownerLang) => new URL(`/${ownerLang}/login`, origin).href,
  });
  if (!result.ok) {
    if (result.problem === "rate-limited" || result.problem === "busy") return data({ values, problems: {}, error: result.problem }, { status: 429 });
    return data({ values, problems: { password: result.problem }, error: null }, { status: 400 });
  }
  return data({ values: {}, problems: {}, error: null, sentTo: parsed.data.email });
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
      {actionData && "sentTo" in actionData ? (
        <Notice tone="success">{t("accounts.signup.checkEmail", { email: actionData.sentTo })}</Notice>
      ) : null}
      <Form method="post" noValidate className="accounts-form accounts-card" hidden={Boolean(actionData && "sentTo" in actionData)}>
        {actionData?.error === "rate-limited" ? <Notice tone="error">{t("accounts.signup.rateLimited")}</Notice> : null}
        {actionData?.error === "busy" ? <Notice tone="error">{t("accounts.problem.busy")}</Notice> : null}
        <FormErrorNotice actionData={actionData} />
        <input type="hidden" name="redirect" value={target} />
        <FormField label={t("accounts.field.email")} name="email" type="email" autoComplete="email" required defaultValue={values.email} error={problem("email")} />
        <FormField label={t("accounts.field.password")} name="password" type="password" autoComplete="new-password" required hint={t("accounts.password.hint")} error={problem("password")} />
        <div className="accounts-form__row">
          {nameFieldOrder(lang).map((field) =>
            field === "given" ? (
              <FormField key={field} label={t("accounts.field.firstName")} name="first_name" autoComplete="given-name" required defaultValue={values.first_name} error={problem("first_name")} />
            ) : field === "family" ? (
              <FormField key={field} label={t("accounts.field.lastName")} name="last_name" autoComplete="family-name" required defaultValue={values.last_name} error={problem("last_name")} />
            ) : null,
          )}
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
