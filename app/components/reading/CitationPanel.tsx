import { useState } from "react";
import { useI18n } from "~/i18n/translate";
import { copyText } from "./copy-text";

interface CitationPanelProps {
  citation: string;
  /** GB/T 7714 text, shown on Chinese pages. */
  gbt7714: string | null;
  shareUrl: string;
  risHref: string;
  bibtexHref: string;
}

/** How to cite: the journal-style reference with Copy, RIS and BibTeX downloads, and the share link. */
export function CitationPanel({ citation, gbt7714, shareUrl, risHref, bibtexHref }: CitationPanelProps) {
  const { t } = useI18n();
  const [message, setMessage] = useState<string>("");
  const copy = async (text: string, done: string) => {
    setMessage((await copyText(text)) ? done : t("reading.copyFailed"));
  };
  return (
    <section className="protocol-aside-block citation-panel" aria-labelledby="how-to-cite">
      <h2 id="how-to-cite">{t("reading.howToCite")}</h2>
      <p className="citation-panel__text" lang="en">
        {citation}
      </p>
      <button type="button" className="button reading-button-small" onClick={() => void copy(citation, t("reading.citationCopied"))}>
        {t("reading.copy")}
      </button>
      {gbt7714 ? (
        <>
          <h3>{t("reading.gbt7714")}</h3>
          <p className="citation-panel__text">{gbt7714}</p>
          <button type="button" className="button reading-button-small" onClick={() => void copy(gbt7714, t("reading.citationCopied"))}>
            {t("reading.copy")}
          </button>
        </>
      ) : null}
      <ul className="citation-panel__downloads">
        <li>
          <a href={risHref} download>
            {t("reading.downloadRis")}
          </a>
        </li>
        <li>
          <a href={bibtexHref} download>
            {t("reading.downloadBibtex")}
          </a>
        </li>
      </ul>
      <h3>{t("reading.shareLink")}</h3>
      <div className="protocol-share">
        <input type="text" readOnly value={shareUrl} aria-label={t("reading.shareLink")} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button reading-button-small" onClick={() => void copy(shareUrl, t("reading.linkCopied"))}>
          {t("reading.copyLink")}
        </button>
      </div>
      <p className="citation-panel__message" role="status" aria-live="polite">
        {message}
      </p>
    </section>
  );
}
