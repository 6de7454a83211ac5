import "virtual:messages/with/forms";
import type { InboxItem } from "@core/editorial/inbox/find-inbox-item";
import { useI18n, type MessageKey } from "~/i18n/translate";
import { formatBytes } from "~/components/forms/format-bytes";
import { OfficeSection } from "../RecordParts";

/** Everything the sender gave, labelled as on the form, and their files (downloads for editors, as before). */
export function InboxRecord({ item }: { item: InboxItem }) {
  const { lang, t } = useI18n();
  return (
    <OfficeSection id="inbox-record" className="inbox-section" title={t("editorial.inbox.record")}>
      <dl className="editorial-record inbox-record">
        <div className="inbox-record__row">
          <dt>{t("editorial.inbox.field.language")}</dt>
          <dd>{t(`editorial.inbox.language.${item.language}`)}</dd>
        </div>
        {item.fields.map((f) => (
          <div key={f.label} className="inbox-record__row">
            <dt>{t(f.label as MessageKey)}</dt>
            <dd className={f.long ? "inbox-long" : undefined}>
              {f.value === "" ? "–" : f.translated ? t(f.value as MessageKey) : f.value}
            </dd>
          </div>
        ))}
      </dl>
      {item.files.length ? (
        <>
          <h3>{t("forms.editorial.file")}</h3>
          <ul className="inbox-files">
            {item.files.map((file) => (
              <li key={file.uploadId}>
                {t(file.label as MessageKey)}:{" "}
                <a href={`/uploads/${file.uploadId}`} download={file.name}>
                  {file.name}
                </a>{" "}
                <span className="forms-hint">({formatBytes(file.size, lang)})</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {item.listing ? (
        <p className="editorial-notice">
          {t(
            item.listing.ambassadorId
              ? "editorial.inbox.listing.listed"
              : item.listing.consent
                ? "editorial.inbox.listing.consent"
                : "editorial.inbox.listing.noConsent",
          )}{" "}
          {item.listing.ambassadorId ? (
            <a href={`/${lang}/ambassadorlist`}>{t("editorial.inbox.listing.view")}</a>
          ) : null}
        </p>
      ) : null}
    </OfficeSection>
  );
}
