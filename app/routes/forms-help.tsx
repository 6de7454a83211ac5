import "virtual:messages/with/forms";
import { useLocation } from "react-router";
import type { Route } from "./+types/forms-help";
import { HELP_MESSAGE_MAX_CHARS } from "@core/config/constants";
import { helpForm } from "@core/forms/help-schema";
import { submitHelpRequest } from "@core/help/submit-help-request";
import { useI18n } from "~/i18n/translate";
import { PageHead } from "~/components/PageHead";
import { EmailField, TextArea } from "~/components/forms/FormFields";
import { FileField } from "~/components/forms/FileField";
import { PageForm, SuccessPanel } from "~/components/forms/FormParts";
import { bindFields } from "~/components/forms/bind-fields";
import { echo } from "~/components/forms/echo-values";
import { useFormPage } from "~/components/forms/use-form-page";
import { loadFormPage } from "~/lib/forms/form-page-loader.server";
import { fileField, runFormAction, storedAnswer } from "~/lib/forms/run-form-action.server";
import { formatCount } from "@core/locale/format-count";

export async function loader(args: Route.LoaderArgs) {
  const from = new URL(args.request.url).searchParams.get("from") ?? "";
  // Only a page of this site is kept as the place the reader asks about.
  return {
    ...(await loadFormPage(args, null)),
    from: from.startsWith("/") && !from.startsWith("//") ? from.slice(0, 500) : "",
  };
}

export async function action(args: Route.ActionArgs) {
  return runFormAction(args, {
    name: "help",
    form: helpForm,
    files: [fileField("screenshot")],
    async submit({ db, values, uploads, idempotencyKey, lang, mail, userId }) {
      return storedAnswer(
        await submitHelpRequest(db, mail, {
          values,
          lang,
          userId,
          screenshot: uploads.screenshotToken ?? null,
          idempotencyKey,
        }),
      );
    },
  });
}

/** /{lang}/help: the help request (SPEC §2.8: message, optional screenshot; §5: details required, at most 5,000 characters). */
export default function HelpPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const location = useLocation();
  const { idempotencyKey, userEmail, from } = loaderData;
  const page = useFormPage(helpForm);
  const field = bindFields("help", page);
  return (
    <main id="main" className="container forms-page forms-page--narrow">
      <PageHead title={t("forms.help.title")} description={t("forms.help.description")} />
      <h1>{t("forms.help.title")}</h1>
      {page.result?.status === "success" ? (
        <SuccessPanel
          title={t("forms.help.success")}
          note={t("forms.help.successNote")}
          reference={page.result.reference}
          again={{ href: `${location.pathname}`, label: t("forms.help.again") }}
        />
      ) : (
        <>
          <p className="forms-lead">{t("forms.help.intro")}</p>
          <PageForm
            action={`/${lang}/help`}
            multipart
            page={page}
            idempotencyKey={idempotencyKey}
            hidden={<input type="hidden" name="pageUrl" value={echo(page.result, "pageUrl", from)} />}
            submitLabel={t("forms.help.submit")}
          >
            <EmailField {...field.text("email", userEmail ?? "")} hint={t("forms.help.emailHint")} />
            <TextArea
              {...field.text("message")}
              label={t("forms.help.message")}
              hint={t("forms.help.messageHint", { max: formatCount(HELP_MESSAGE_MAX_CHARS) })}
              required
              rows={8}
            />
            <FileField {...field.file("screenshot")} kind="screenshot" label={t("forms.help.screenshot")} />
          </PageForm>
        </>
      )}
    </main>
  );
}
