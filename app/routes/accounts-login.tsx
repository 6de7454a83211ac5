import "virtual:messages/with/accounts";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/accounts-login";
import { emailOnlyForm, logInForm } from "@core/users/account-schemas";
import { authenticateUser, type AuthenticateResult } from "@core/users/authenticate-user";
import { requestAccountEmail } from "@core/users/request-account-email";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { FormErrorNotice } from "~/components/account/FormErrorNotice";
import { Notice } from "~/components/account/Notice";
import { PostButton } from "~/components/account/PostButton";
import { TextField } from "~/components/forms/FormFields";
import { bindAnswerFields } from "~/components/forms/bind-fields";
import { echo, firstValue } from "~/components/forms/echo-values";
import { ACCOUNT_FORM, onceCodeLink, redirectTarget } from "~/lib/account-route.server";
import { emailDeliveryOf, mailSettingsOf } from "~/lib/forms/forms-services.server";
import { runIntentAction } from "~/lib/forms/run-form-action.server";
import { beginSession, clientIp, getSessionUser } from "~/lib/session.server";
import { siteOrigin } from "~/lib/site-origin.server";
import { guardLanguage } from "~/lib/language-guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = guardLanguage(request);
  const url = new URL(request.url);
  const target = redirectTarget(url.searchParams.get("redirect"), lang);
  // The header's old "?mode=signup" link.
  if (url.searchParams.get("mode") === "signup") throw redirect(`/${lang}/signup?redirect=${encodeURIComponent(target)}`);
  if (await getSessionUser(request, context)) throw redirect(target);
  return { target };
}

const LOGIN_REFUSALS: Record<Extract<AuthenticateResult, { ok: false }>["problem"], MessageKey> = {
  invalid: "accounts.login.invalid",
  "rate-limited": "accounts.login.rateLimited",
  busy: "accounts.problem.busy",
};

/** The two forms of the page: log in with the password, or have a sign-in link e-mailed (intent=link). */
export async function action(args: Route.ActionArgs) {
  const { context } = args;
  return runIntentAction(args, { name: "login", ...ACCOUNT_FORM, secret: ["password"], fallback: "password" }, {
    password: {
      form: logInForm,
      async submit({ values, posted, lang, request }) {
        const result = await authenticateUser(context.db, values.email, values.password, clientIp(context));
        if (!result.ok) return { ok: false, formError: LOGIN_REFUSALS[result.problem], status: result.problem === "invalid" ? 400 : 429 };
        const { headers } = await beginSession(request, context, result.userId);
        return { ok: true, redirectTo: redirectTarget(firstValue(posted.redirect), lang), headers };
      },
    },
    link: {
      form: emailOnlyForm,
      async submit({ values, posted, lang }) {
        const target = redirectTarget(firstValue(posted.redirect), lang);
        const result = await requestAccountEmail(context.db, emailDeliveryOf(context), mailSettingsOf(context, args.request), "sign_in_link", values.email, lang, clientIp(context), onceCodeLink(siteOrigin(context), target));
        if (!result.ok) return { ok: false, formError: "accounts.login.rateLimited", status: 429 };
        return { ok: true, outcome: "link-sent", values: { intent: "link", email: values.email } };
      },
    },
  });
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { target } = loaderData;
  // The page's two forms: the answer belongs to the one that was sent.
  const forLink = echo(actionData, "intent") === "link";
  const password = bindAnswerFields(forLink ? undefined : actionData, { idPrefix: "login", look: "account" });
  const link = bindAnswerFields(forLink ? actionData : undefined, { idPrefix: "link", look: "account" });
  const back = `?redirect=${encodeURIComponent(target)}`;
  return (
    <main id="main" className="container accounts-page accounts-page--narrow">
      <PageHead title={t("accounts.page.login")} description={t("accounts.login.intro")} />
      <h1>{t("accounts.page.login")}</h1>
      <p className="accounts-muted">{t("accounts.login.intro")}</p>
      <Form method="post" noValidate className="accounts-form accounts-card">
        <FormErrorNotice result={actionData} when={!forLink} />
        <input type="hidden" name="intent" value="password" />
        <input type="hidden" name="redirect" value={target} />
        {/* After a link was asked for, its address is here too. */}
        <TextField {...password.text("email", echo(actionData, "email"))} label={t("accounts.field.email")} type="email" autoComplete="username" required />
        <TextField {...password.text("password")} label={t("accounts.field.password")} type="password" autoComplete="current-password" required />
        <PostButton busy={busy} label="accounts.login.submit" busyLabel={null}>
          <Link to={`/${lang}/forgot-password${back}`}>{t("accounts.login.forgot")}</Link>
        </PostButton>
      </Form>
      <p>
        {t("accounts.login.noAccount")} <Link to={`/${lang}/signup${back}`}>{t("accounts.login.signupLink")}</Link>
      </p>
      <section className="accounts-card" aria-labelledby="sign-in-link-heading">
        <h2 id="sign-in-link-heading">{t("accounts.link.heading")}</h2>
        <p className="accounts-muted">{t("accounts.link.intro")}</p>
        {forLink && actionData?.status === "success" ? <Notice tone="success">{t("accounts.link.sent", { email: echo(actionData, "email") })}</Notice> : null}
        <FormErrorNotice result={actionData} when={forLink} />
        <Form method="post" noValidate className="accounts-form">
          <input type="hidden" name="intent" value="link" />
          <input type="hidden" name="redirect" value={target} />
          <TextField {...link.text("email")} label={t("accounts.field.email")} type="email" autoComplete="email" required />
          <PostButton busy={busy} label="accounts.link.submit" busyLabel={null} secondary />
        </Form>
      </section>
    </main>
  );
}
