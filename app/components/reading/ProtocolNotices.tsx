import { formatDate } from "@core/dates/format-date";
import { noticeText, retractionOf, type ProtocolNotice } from "@core/editorial/notices/notice-rules";
import { languageTag } from "@core/locale/language-tag";
import { useI18n, type MessageKey } from "~/i18n/translate";

/** A notice's text, blank-line paragraphs kept, in the page's language or (no Chinese text) in English. */
function NoticeText({ notice }: { notice: ProtocolNotice }) {
  const { lang, t } = useI18n();
  const shown = noticeText(lang, notice);
  const other = shown.lang !== lang;
  return (
    <div lang={other ? languageTag(shown.lang) : undefined}>
      {shown.text.split(/\n\s*\n/).map((p, i) => (
        <p key={i}>{p.trim()}</p>
      ))}
      {other ? (
        <p className="reading-small" lang={languageTag(lang)}>
          {t("reading.notice.englishOnly")}
        </p>
      ) : null}
    </div>
  );
}

/** The "Retracted" banner above a retracted protocol's title (ADR 0104): the article stays readable below it. */
export function RetractionBanner({ notices }: { notices: ProtocolNotice[] }) {
  const { lang, t } = useI18n();
  const retraction = retractionOf(notices);
  if (!retraction) return null;
  return (
    <div className="protocol-retracted" role="note" aria-labelledby="protocol-retracted-title">
      <p id="protocol-retracted-title" className="protocol-retracted__title">
        {t("reading.notice.retractedBanner")}
      </p>
      <p>{t("reading.notice.retractedLead", { date: formatDate(retraction.noticeOn, lang) })}</p>
    </div>
  );
}

/** A protocol's corrections, retraction and expressions of concern, newest first, each with its own page. */
export function ProtocolNotices({ notices }: { notices: ProtocolNotice[] }) {
  const { lang, t } = useI18n();
  if (notices.length === 0) return null;
  return (
    <section id="notices" className="protocol-notices" aria-labelledby="notices-title">
      <h2 id="notices-title" className="visually-hidden">
        {t("reading.notice.heading")}
      </h2>
      {[...notices].reverse().map((n) => (
        <aside key={n.id} className={`reading-notice protocol-notice protocol-notice--${n.kind}`}>
          <p className="protocol-notice__head">
            <strong>
              {t("reading.notice.kindOn", {
                kind: t(`reading.notice.kind.${n.kind}` as MessageKey),
                date: formatDate(n.noticeOn, lang),
              })}
            </strong>
            {n.doi ? (
              <>
                {" · "}
                <a href={`/${lang}/notice?id=${n.id}`}>{t("reading.notice.read")}</a>
                {" · "}
                <a href={`https://doi.org/${n.doi}`} rel="noopener noreferrer">
                  {`DOI: ${n.doi}`}
                </a>
              </>
            ) : null}
          </p>
          <NoticeText notice={n} />
        </aside>
      ))}
    </section>
  );
}

export { NoticeText };
