import "virtual:messages/with/accounts";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/accounts-signup";
import { nameFieldOrder } from "@core/locale/name-field-order";
import { signUpForm } from "@core/users/account-schemas";
import { signUpReader } from "@core/users/sign-up-reader";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { FormErrorNotice } from "~/components/account/FormErrorNotice";
import { Notice } from "~/components/account/Notice";
import { PostButton } from "~/components/account/PostButton";
import { accountProblemKey } from "~/components/account/problem-keys";
import { TextField } from "~/components/forms/FormFields";
import { bindAnswerFields } from "~/components/forms/bind-fields";
import { echo, firstValue } from "~/components/forms/echo-values";
import { ACCOUNT_FORM, onceCodeLink, redirectTarget } from "~/lib/account-route.server";
import { emailDeliveryOf, mailSettingsOf } from "~/lib/forms/forms-services.server";
import { runFormAction } from "~/lib/forms/run-form-action.server";
import { clientIp, getSessionUser } from "~/lib/session.server";
import { siteOrigin } from "~/lib/site-origin.server";
import { guardLanguage } from "~/lib/language-guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = guardLanguage(request);
  const target = redirectTarget(new URL(request.url).searchParams.get("redirect"), lang);
  if (await getSessionUser(request, context)) throw redirect(target);
  return { target };
}

/** A half-received sign-up creates nothing, and the password never comes back to the page. */
export async function action(args: Route.ActionArgs) {
  const { context } = args;
  return runFormAction(args, {
    name: "signup",
    ...ACCOUNT_FORM,
    secret: ["password"],
    form: signUpForm,
    async submit({ values, posted, lang }) {
      // The same answer for a new and a taken address (ADR 0081): "check your e-mail"; the link finishes it.
      const origin = siteOrigin(context);
      const result = await signUpReader(context.db, emailDeliveryOf(context), mailSettingsOf(context, args.request), values, lang, clientIp(context), {
        finishLink: onceCodeLink(origin, redirectTarget(firstValue(posted.redirect), lang)),
        loginLink: (ownerLang) => new URL(`/${ownerLang}/login`, origin).href,
      });
      if (result.ok) return { ok: true, outcome: "sent", values: { email: values.email } };
      if (result.problem === "rate-limited") return { ok: false, formError: "accounts.signup.rateLimited", status: 429 };
      if (result.problem === "busy") return { ok: false, formError: "accounts.problem.busy", status: 429 };
      return { ok: false, errors: { password: accountProblemKey(result.problem) } };
    },
  });
}

export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const field = bindAnswerFields(actionData);
  const sent = actionData?.status === "success";
  const { target } = loaderData;
  return (
    <main id="main" className="container accounts-page accounts-page--narrow">
      <PageHead title={t("accounts.page.signup")} description={t("accounts.signup.intro")} />
      <h1>{t("accounts.page.signup")}</h1>
      <p className="accounts-muted">{t("accounts.signup.intro")}</p>
      {sent ? <Notice tone="success">{t("accounts.signup.checkEmail", { email: echo(actionData, "email") })}</Notice> : null}
      <Form method="post" noValidate className="accounts-form accounts-card" hidden={sent}>
        <FormErrorNotice result={actionData} />
        <input type="hidden" name="redirect" value={target} />
        <TextField {...field.text("email")} label={t("accounts.field.email")} type="email" autoComplete="email" required />
        <TextField {...field.text("password")} label={t("accounts.field.password")} type="password" autoComplete="new-password" required hint={t("accounts.password.hint")} />
        <div className="accounts-form__row">
          {nameFieldOrder(lang).map((name) =>
            name === "given" ? (
              <TextField key={name} {...field.text("first_name")} label={t("accounts.field.firstName")} autoComplete="given-name" required />
            ) : name === "family" ? (
              <TextField key={name} {...field.text("last_name")} label={t("accounts.field.lastName")} autoComplete="family-name" required />
            ) : null,
          )}
        </div>
        <TextField {...field.text("full_name")} label={t("accounts.field.fullName")} autoComplete="name" hint={t("accounts.field.fullNameHint")} />
        <div className={`accounts-check ${field.error("terms") ? "has-error" : ""}`}>
          <input id="signup-terms" type="checkbox" name="terms" defaultChecked={field.checked("terms")} aria-invalid={field.error("terms") ? true : undefined} aria-describedby={field.error("terms") ? "signup-terms-error" : undefined} />
          <label htmlFor="signup-terms">
            {t("accounts.signup.terms")} (<Link to={`/${lang}/service`}>{t("footer.terms")}</Link> · <Link to={`/${lang}/policy`}>{t("footer.privacy")}</Link>)
          </label>
          {field.error("terms") ? (
            <p className="accounts-field__error" id="signup-terms-error">
              {t(field.error("terms") as MessageKey)}
            </p>
          ) : null}
        </div>
        <PostButton busy={busy} label="accounts.signup.submit" busyLabel={null} />
      </Form>
      <p>
        {t("accounts.signup.haveAccount")} <Link to={`/${lang}/login?redirect=${encodeURIComponent(target)}`}>{t("accounts.signup.loginLink")}</Link>
      </p>
    </main>
  );
}
