import "virtual:messages/with/office";
import { z } from "zod";
import { Form } from "react-router";
import type { Route } from "./+types/editorial-import";
import { importJatsDraft } from "@core/editorial/import-jats-draft";
import { categoryIds, choice, uploadToken } from "@core/forms/fields";
import type { FormSchema } from "@core/forms/parse-form-values";
import { useI18n } from "~/i18n/translate";
import { OfficePage } from "~/components/editorial/RecordParts";
import { OfficeChoices } from "~/components/editorial/OfficeChoices";
import { categoryOptions } from "~/components/forms/category-options";
import { FileField } from "~/components/forms/FileField";
import { FormAlert, FormMeta, SubmitButton } from "~/components/forms/FormParts";
import { bindFields } from "~/components/forms/bind-fields";
import { useFormPage } from "~/components/forms/use-form-page";
import { loadOfficePage, redirectTo, runEditorAction } from "~/lib/editorial-office-page.server";
import { importedFigureDirs, readUploadBytes } from "~/lib/uploaded-images.server";
import { formsServicesOf } from "~/lib/forms/forms-services.server";
import { fileField } from "~/lib/forms/run-form-action.server";
import "~/styles/editorial.css";

/** A JATS file larger than this is not an article (the PLOS samples are 60–200 kB). */
const JATS_MAX_BYTES = 20 * 1024 * 1024;

const importForm: FormSchema<{ kind: "bp" | "bpp"; categoryIds: number[]; jatsToken: string; figuresToken: string }> = {
  schema: z.object({
    kind: choice(["bp", "bpp"] as const, "editorial.error.kind"),
    categoryIds: categoryIds().refine((ids) => ids.length > 0, "editorial.error.categories"),
    jatsToken: uploadToken(true),
    /** Optional: a zip of the figures' images, found by the file names the XML gives. */
    figuresToken: uploadToken(false),
  }),
  arrayFields: ["categoryIds"],
};

export const loader = (args: Route.LoaderArgs) => loadOfficePage(args, async () => ({}));

export async function action(args: Route.ActionArgs) {
  return runEditorAction(args, {
    form: importForm,
    files: [fileField("jats"), fileField("figures")],
    async submit({ db, values, uploads, actor, lang, context }) {
      const file = uploads.jatsToken;
      if (!file) return { ok: false, errors: { jatsToken: "forms.upload.required" } };
      if (file.size > JATS_MAX_BYTES) return { ok: false, errors: { jatsToken: "editorial.error.jatsTooLarge" } };
      const xml = (await readUploadBytes(context, file.token)).toString("utf8");
      const zip = uploads.figuresToken;
      const figures = zip ? { zip: await readUploadBytes(context, zip.token), dirs: importedFigureDirs(), shared: formsServicesOf(context).figures } : null;
      const result = await importJatsDraft(db, xml, { kind: values.kind, categoryIds: values.categoryIds }, actor, figures);
      if (!result.ok) {
        if (result.reason === "draft-open") return { ok: false, formError: "editorial.error.jatsDraftOpen" };
        console.warn(`JATS import refused: ${result.detail}`);
        // The XML is read first: a refusal that names the zip is the zip's.
        const field = /zip/.test(result.detail) ? "figuresToken" : "jatsToken";
        return { ok: false, errors: { [field]: field === "figuresToken" ? "editorial.error.figuresZip" : "editorial.error.jatsUnreadable" } };
      }
      return redirectTo(`/${lang}/editorial/drafts/${result.draftId}?imported=1`);
    },
  });
}

/** /{lang}/editorial/protocols/import: a JATS article becomes a draft (issue 14, ADR 0099). */
export default function EditorialImportPage({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const page = useFormPage(importForm);
  const { result, formProps } = page;
  const field = bindFields("import", page);
  const action = `/${lang}/editorial/protocols/import`;
  return (
    <OfficePage title={t("editorial.import.title")}>
      <p className="forms-lead">{t("editorial.import.intro")}</p>
      <Form method="post" action={action} encType="multipart/form-data" className="forms-form" {...formProps}>
        <FormMeta idempotencyKey={loaderData.idempotencyKey} />
        <FormAlert message={result?.status === "error" ? result.formError : null} />
        <FileField
          {...field.file("jats")}
          kind="jats"
          label={t("editorial.import.file")}
          required
        />
        <FileField
          {...field.file("figures")}
          kind="figures"
          label={t("editorial.import.figures")}
          note={t("editorial.import.figuresHint")}
        />
        <OfficeChoices
          {...field.text("kind", "bp")}
          type="radio"
          legend={t("editorial.field.kind")}
          options={(["bp", "bpp"] as const).map((k) => ({ value: k, label: t(`editorial.kind.${k}`) }))}
        />
        <OfficeChoices
          {...field.list("categoryIds")}
          type="checkbox"
          legend={t("editorial.field.categories")}
          options={categoryOptions(lang)}
        />
        <SubmitButton label={t("editorial.import.submit")} action={action} />
      </Form>
    </OfficePage>
  );
}
