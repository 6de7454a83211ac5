import { useI18n } from "~/i18n/translate";
import { IntentForm } from "./IntentForm";

interface Props {
  /** The heading's id (the section is labelled by it). */
  id: string;
  /** The catalogue area of the texts (`editorial.<area>.publishTitle`, `.publishedHint`, `.draftHint`, `.publish`, `.unpublish`). */
  area: "collections" | "special" | "content";
  published: boolean;
  action: string;
  idempotencyKey: string;
}

/** The office's publish / back-to-draft switch of a record (collections, special issues, content; ADR 0106, 0112). */
export function PublishForm({ id, area, published, action, idempotencyKey }: Props) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={id} className="editorial-notice">
      <h2 id={id}>{t(`editorial.${area}.publishTitle`)}</h2>
      <p>{t(published ? `editorial.${area}.publishedHint` : `editorial.${area}.draftHint`)}</p>
      <IntentForm
        action={action}
        intent={published ? "unpublish" : "publish"}
        idempotencyKey={idempotencyKey}
        button={t(published ? `editorial.${area}.unpublish` : `editorial.${area}.publish`)}
        buttonClass={published ? "forms-button forms-button--secondary" : "forms-button"}
      />
    </section>
  );
}
