import { Link } from "react-router";
import type { ProtocolSummary } from "@core/protocols/load-summaries";
import { formatDate } from "@core/dates/format-date";
import { useI18n } from "~/i18n/translate";
import { localized } from "@core/content/localized";

interface ProtocolListProps<T extends ProtocolSummary> {
  items: T[];
  /** More facts for an item's meta line (e.g. citations in a window). */
  extra?: (p: T) => React.ReactNode;
  /** Shorter items for side columns: no view count unless `extra` gives one. */
  compact?: boolean;
  /** Number of the first item, for paged lists (page 2 of 20 a page starts at 21). */
  start?: number;
  /** Leave out the all-time view count where `extra` already gives views (e.g. /read's window count). */
  hideViews?: boolean;
}

/** A list of protocols: title (Chinese where it exists on cn pages), authors, date, category, views. */
export function ProtocolList<T extends ProtocolSummary>({ items, extra, compact, start, hideViews }: ProtocolListProps<T>) {
  const { lang, t } = useI18n();
  return (
    <ol className={`protocol-list${compact ? " protocol-list--compact" : ""}`} start={start}>
      {items.map((p) => {
        const cnTitle = lang === "cn" && p.titleCn;
        return (
          <li key={p.id} className="protocol-item">
            {p.kind === "bpp" || p.status !== "published" || p.retracted ? (
              <p className="protocol-item__badges">
                {p.kind === "bpp" ? <span className="protocol-badge protocol-badge--preprint">{t("reading.preprint")}</span> : null}
                {p.kind === "bp" && p.status !== "published" ? <span className="protocol-badge protocol-badge--press">{t("reading.inPress")}</span> : null}
                {p.status === "corrected_proof" ? <span className="protocol-badge protocol-badge--press">{t("reading.correctedProof")}</span> : null}
                {p.retracted ? <span className="protocol-badge protocol-badge--retracted">{t("reading.notice.retractedMark")}</span> : null}
              </p>
            ) : null}
            <h3 className="protocol-item__title">
              <Link to={`/${lang}/bpdetail?id=${p.id}&type=${p.kind}`} lang={lang === "cn" && !cnTitle ? "en" : undefined}>
                {cnTitle || p.titleEn}
              </Link>
            </h3>
            <p className="protocol-item__authors">
              {p.authors.map((a) => localized(lang, a.nameEn, a.nameCn)).join(lang === "cn" ? "，" : ", ")}
            </p>
            <p className="protocol-item__meta">
              {p.date ? <time dateTime={p.date}>{formatDate(p.date, lang)}</time> : null}
              {p.categories[0] ? <span>{localized(lang, p.categories[0].nameEn, p.categories[0].nameCn)}</span> : null}
              {compact || hideViews ? null : <span>{t("protocol.views", { count: p.views })}</span>}
              {extra?.(p)}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
