import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/accounts-login";
import { emailOnlySchema, fieldProblems, logInSchema } from "@core/users/account-schemas";
import { authenticateUser } from "@core/users/authenticate-user";
import { requestAccountEmail } from "@core/users/request-account-email";
import { emailDeliveryOf } from "~/lib/forms/forms-services.server";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { FormField } from "~/components/account/FormField";
import { FormErrorNotice } from "~/components/account/FormErrorNotice";
import { Notice } from "~/components/account/Notice";
import { accountProblemKey } from "~/components/account/problem-keys";
import { readPageForm, redirectTarget, textFields, type FormErrorKey } from "~/lib/account-route.server";
import { assertSameSite } from "~/lib/csrf.server";
import { beginSession, clientIp, getSessionUser } from "~/lib/session.server";
import "~/styles/accounts.css";
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

type LoginActionData =
  | { intent: "password"; email: string; problems: Record<string, string>; error?: "invalid" | "rate-limited" | "busy"; formError?: FormErrorKey }
  | { intent: "link"; email: string; problems: Record<string, string>; sent?: boolean; error?: "rate-limited"; formError?: FormErrorKey };

export async function action({ request, context }: Route.ActionArgs) {
  const lang = guardLanguage(request);
  assertSameSite(request, context);
  const body = await readPageForm(request);
  if (!body.ok) {
    // Nothing is acted on; the form the reader used comes back with what arrived (ADR 0082).
    const { intent, email } = textFields(body.partial, ["intent", "email"]);
    return data<LoginActionData>({ intent: intent === "link" ? "link" : "password", email, problems: {}, formError: body.messageKey }, { status: body.status });
  }
  const form = body.form;
  const target = redirectTarget(form.get("redirect"), lang);
  const fields = textFields(form, ["intent", "email", "password"]);
  const ip = clientIp(context);

  if (fields.intent === "link") {
    const parsed = emailOnlySchema.safeParse(fields);
    if (!parsed.success) return data<LoginActionData>({ intent: "link", email: fields.email, problems: fieldProblems(parsed.error) }, { status: 400 });
    const origin = siteOrigin(context);
    const result = await requestAccountEmail(context.db, emailDeliveryOf(context), "sign_in_link", parsed.data.email, lang, ip, (code) => {
      const link = new URL(target, origin);
      link.searchParams.set("t", code);
      return link.href;
    });
    if (!result.ok) return data<LoginActionData>({ intent: "link", email: fields.email, problems: {}, error: "rate-limited" }, { status: 429 });
    return data<LoginActionData>({ intent: "link", email: parsed.data.email, problems: {}, sent: true });
  }

  const parsed = logInSchema.safeParse(fields);
  if (!parsed.success) return data<LoginActionData>({ intent: "password", email: fields.email, problems: fieldProblems(parsed.error) }, { status: 400 });
  const result = await authenticateUser(context.db, parsed.data.email, parsed.data.password, ip);
  if (!result.ok) {
    return data<LoginActionData>({ intent: "password", email: fields.email, problems: {}, error: result.problem }, { status: result.problem === "invalid" ? 400 : 429 });
  }
  const { headers } = await beginSession(request, context, result.userId);
  throw redirect(target, { headers });
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { target } = loaderData;
  const password = actionData?.intent === "password" ? actionData : null;
  const link = actionData?.intent === "link" ? actionData : null;
  const problem = (p: Record<string, string> | undefined, field: string) => (p?.[field] ? t(accountProblemKey(p[field]!)) : null);
  const back = `?redirect=${encodeURIComponent(target)}`;
  return (
    <main id="main" className="container accounts-page accounts-page--narrow">
      <PageHead title={t("accounts.page.login")} description={t("accounts.login.intro")} />
      <h1>{t("accounts.page.login")}</h1>
      <p className="accounts-muted">{t("accounts.login.intro")}</p>
      <Form method="post" noValidate className="accounts-form accounts-card">
        <FormErrorNotice actionData={password} />
        {password?.error ? (
          <Notice tone="error">{t(password.error === "rate-limited" ? "accounts.login.rateLimited" : password.error === "busy" ? "accounts.problem.busy" : "accounts.login.invalid")}</Notice>
        ) : null}
        <input type="hidden" name="intent" value="password" />
        <input type="hidden" name="redirect" value={target} />
        <FormField label={t("accounts.field.email")} name="email" type="email" autoComplete="username" required defaultValue={password?.email ?? link?.email ?? ""} error={problem(password?.problems, "email")} />
        <FormField label={t("accounts.field.password")} name="password" type="password" autoComplete="current-password" required error={problem(password?.problems, "password")} />
        <div className="accounts-form__actions">
          <button type="submit" className="button" disabled={busy}>
            {t("accounts.login.submit")}
          </button>
          <Link to={`/${lang}/forgot-password${back}`}>{t("accounts.login.forgot")}</Link>
        </div>
      </Form>
      <p>
        {t("accounts.login.noAccount")} <Link to={`/${lang}/signup${back}`}>{t("accounts.login.signupLink")}</Link>
      </p>
      <section className="accounts-card" aria-labelledby="sign-in-link-heading">
        <h2 id="sign-in-link-heading">{t("accounts.link.heading")}</h2>
        <p className="accounts-muted">{t("accounts.link.intro")}</p>
        {link?.sent ? <Notice tone="success">{t("accounts.link.sent", { email: link.email })}</Notice> : null}
        {link?.error ? <Notice tone="error">{t("accounts.login.rateLimited")}</Notice> : null}
        <FormErrorNotice actionData={link} />
        <Form method="post" noValidate className="accounts-form">
          <input type="hidden" name="intent" value="link" />
          <input type="hidden" name="redirect" value={target} />
          <FormField label={t("accounts.field.email")} name="email" type="email" autoComplete="email" required defaultValue={link?.email ?? ""} error={problem(link?.problems, "email")} />
          <div className="accounts-form__actions">
            <button type="submit" className="accounts-button-secondary" disabled={busy}>
              {t("accounts.link.submit")}
            </button>
          </div>
        </Form>
      </section>
    </main>
  );
}
