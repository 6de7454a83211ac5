import { Link } from "react-router";
import { protocolActionForm } from "@core/editorial/protocol-page-form";
import type { RawFormValues } from "@core/forms/parse-form-values";
import { localized } from "@core/content/localized";
import { useI18n } from "~/i18n/translate";
import { TextField } from "~/components/forms/FormFields";
import { useFormPage } from "~/components/forms/use-form-page";
import { refusedFor } from "./form-values";
import { IntentForm } from "./IntentForm";
import { DoneNotice, OfficeSection } from "./RecordParts";

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
  const failed = refusedFor(result, "preprint");
  const raw: RawFormValues = failed?.values ?? {};
  const typed = typeof raw.linkedId === "string" ? raw.linkedId : (linked?.id.toString() ?? "");
  const other = kind === "bpp" ? "bp" : "bpp";
  return (
    <OfficeSection id="editorial-preprint" className="editorial-preprint" title={t("editorial.preprintLink.heading")}>
      <DoneNotice text={saved && !failed ? t("editorial.preprintLink.done") : null} />
      <p>
        {linked ? (
          <Link to={`/${lang}/bpdetail?id=${linked.id}&type=${other}`}>
            {t("editorial.preprintLink.current", { id: linked.id, title: localized(lang, linked.titleEn, linked.titleCn) })}
          </Link>
        ) : (
          t("editorial.preprintLink.none")
        )}
      </p>
      <IntentForm intent="preprint" idempotencyKey={idempotencyKey} refusal={failed?.formError} className="forms-form" {...formProps} button={t("editorial.preprintLink.save")}>
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
      </IntentForm>
    </OfficeSection>
  );
}
