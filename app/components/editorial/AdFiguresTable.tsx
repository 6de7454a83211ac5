import type { ReactNode } from "react";
import { formatClickThroughRate } from "@core/ads/ad-statistics";
import { languageTag } from "@core/locale/language-tag";
import { useI18n } from "~/i18n/translate";
import { RecordTable } from "./RecordTable";

interface Counts {
  views: number;
  clicks: number;
}

interface Props<T extends Counts> {
  caption?: string;
  /** The headings of the row's own first columns; views, clicks and click-through rate follow. */
  head: readonly string[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** The row's own first cells. */
  cells: (row: T) => ReactNode;
  /** The totals row: its heading and its counts. */
  total?: { label: string; counts: Counts };
}

/** A table of the ad statistics (ADR 0113): per row, its own cells, then views, clicks and click-through rate. */
export function AdFiguresTable<T extends Counts>({ caption, head, rows, rowKey, cells, total }: Props<T>) {
  const { lang, t } = useI18n();
  const numbers = new Intl.NumberFormat(languageTag(lang));
  const figures = ({ views, clicks }: Counts) => (
    <>
      <td>{numbers.format(views)}</td>
      <td>{numbers.format(clicks)}</td>
      <td>{formatClickThroughRate(views, clicks)}</td>
    </>
  );
  return (
    <RecordTable
      className="editorial-ad-figures"
      caption={caption}
      head={[...head, t("editorial.ads.stats.views"), t("editorial.ads.stats.clicks"), t("editorial.ads.stats.ctr")]}
      rows={rows}
      rowKey={rowKey}
      cells={(row) => (
        <>
          {cells(row)}
          {figures(row)}
        </>
      )}
      foot={
        total ? (
          <>
            <th scope="row">{total.label}</th>
            {figures(total.counts)}
          </>
        ) : null
      }
    />
  );
}
