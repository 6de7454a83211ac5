import { Form, Link } from "react-router";
import { protocolActionForm } from "@core/editorial/protocol-page-form";
import type { RawFormValues } from "@core/forms/parse-form-values";
import { localized } from "@core/content/localized";
import { useI18n } from "~/i18n/translate";
import { TextField } from "~/components/forms/FormFields";
import { FormAlert, FormMeta } from "~/components/forms/FormParts";
import { useFormPage } from "~/components/forms/use-form-page";

interface Props {
  /** The protocol of the page: a preprint links to its journal version, a journal protocol to its preprint. */
  kind: "bp" | "bpp";
  linked: { id: number; titleEn: string; titleCn: string | null } | null;
  idempotencyKey: string;
  /** Set after a link was saved (the page's `?done=preprint`). */
  saved: boolean;
}

/**
 * The link between a preprint and its peer-reviewed version, set from either side (issue 14): one protocol id,
 * empty to remove the link. Server-rendered, intent "preprint"; a refusal comes back with the id kept and the
 * message by the field.
 */
export function PreprintLinkForm({ kind, linked, idempotencyKey, saved }: Props) {
  const { lang, t } = useI18n();
  const { result, errors, formProps } = useFormPage(protocolActionForm);
  const failed = result?.status === "error" && result.values.intent === "preprint" ? result : null;
  const raw: RawFormValues = failed?.values ?? {};
  const typed = typeof raw.linkedId === "string" ? raw.linkedId : (linked?.id.toString() ?? "");
  const other = kind === "bpp" ? "bp" : "bpp";
  return (
    <section aria-labelledby="editorial-preprint" className="editorial-preprint">
      <h2 id="editorial-preprint">{t("editorial.preprintLink.heading")}</h2>
      {saved && !failed ? (
        <p className="editorial-notice" role="status">
          {t("editorial.preprintLink.done")}
        </p>
      ) : null}
      <p>
        {linked ? (
          <Link to={`/${lang}/bpdetail?id=${linked.id}&type=${other}`}>
            {t("editorial.preprintLink.current", { id: linked.id, title: localized(lang, linked.titleEn, linked.titleCn) })}
          </Link>
        ) : (
          t("editorial.preprintLink.none")
        )}
      </p>
      <Form method="post" className="forms-form" {...formProps}>
        <FormMeta idempotencyKey={idempotencyKey} requiredNote={false} />
        <input type="hidden" name="intent" value="preprint" />
        <FormAlert message={failed?.formError} />
        <TextField
          idPrefix="preprint"
          name="linkedId"
          label={t(kind === "bpp" ? "editorial.preprintLink.journalLabel" : "editorial.preprintLink.preprintLabel")}
          hint={t(kind === "bpp" ? "editorial.preprintLink.journalHint" : "editorial.preprintLink.preprintHint")}
          inputMode="numeric"
          maxLength={9}
          defaultValue={typed}
          error={failed ? errors.linkedId : undefined}
        />
        <button type="submit" className="forms-button">
          {t("editorial.preprintLink.save")}
        </button>
      </Form>
    </section>
  );
}
