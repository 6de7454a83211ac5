import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/accounts-forgot-password";
import { emailOnlySchema, fieldProblems } from "@core/users/account-schemas";
import { requestAccountEmail } from "@core/users/request-account-email";
import { emailDeliveryOf } from "~/lib/forms/forms-services.server";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { FormField } from "~/components/account/FormField";
import { FormErrorNotice } from "~/components/account/FormErrorNotice";
import { Notice } from "~/components/account/Notice";
import { accountProblemKey } from "~/components/account/problem-keys";
import { readPageForm, redirectTarget, textFields } from "~/lib/account-route.server";
import { assertSameSite } from "~/lib/csrf.server";
import { clientIp } from "~/lib/session.server";
import "~/styles/accounts.css";
import { siteOrigin } from "~/lib/site-origin.server";
import { guardLanguage } from "~/lib/language-guard.server";

export function loader({ request }: Route.LoaderArgs) {
  const lang = guardLanguage(request);
  return { target: redirectTarget(new URL(request.url).searchParams.get("redirect"), lang) };
}

/** "Forgot password": the same answer whether or not the address has an account (ADR 0032). */
export async function action({ request, context }: Route.ActionArgs) {
  const lang = guardLanguage(request);
  assertSameSite(request, context);
  const body = await readPageForm(request);
  // Nothing is sent for a body that cannot be used; the form comes back with what arrived (ADR 0082).
  if (!body.ok) return data({ ...textFields(body.partial, ["email"]), problems: {}, sent: false, rateLimited: false, formError: body.messageKey }, { status: body.status });
  const fields = textFields(body.form, ["email"]);
  const parsed = emailOnlySchema.safeParse(fields);
  if (!parsed.success) return data({ email: fields.email, problems: fieldProblems(parsed.error), sent: false, rateLimited: false }, { status: 400 });
  const origin = siteOrigin(context);
  const result = await requestAccountEmail(context.db, emailDeliveryOf(context), "password_reset", parsed.data.email, lang, clientIp(context), (token) => `${origin}/${lang}/reset-password?token=${encodeURIComponent(token)}`);
  if (!result.ok) return data({ email: fields.email, problems: {}, sent: false, rateLimited: true }, { status: 429 });
  return { email: parsed.data.email, problems: {}, sent: true, rateLimited: false };
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const problems: Record<string, string> = actionData?.problems ?? {};
  return (
    <main id="main" className="container accounts-page accounts-page--narrow">
      <PageHead title={t("accounts.page.forgot")} description={t("accounts.forgot.intro")} />
      <h1>{t("accounts.page.forgot")}</h1>
      <p className="accounts-muted">{t("accounts.forgot.intro")}</p>
      {actionData?.sent ? <Notice tone="success">{t("accounts.forgot.sent", { email: actionData.email })}</Notice> : null}
      {actionData?.rateLimited ? <Notice tone="error">{t("accounts.login.rateLimited")}</Notice> : null}
      <FormErrorNotice actionData={actionData} />
      <Form method="post" noValidate className="accounts-form accounts-card">
        <FormField
          label={t("accounts.field.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.email ?? ""}
          error={problems.email ? t(accountProblemKey(problems.email)) : null}
        />
        <div className="accounts-form__actions">
          <button type="submit" className="button" disabled={busy}>
            {t("accounts.forgot.submit")}
          </button>
        </div>
      </Form>
    </main>
  );
}
