import type { ReactNode } from "react";

export interface RecordTableProps<T> {
  /** The column headings, already translated. */
  head: readonly string[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** The row's cells (`<td>`s); `index` is its place in `rows`. */
  cells: (row: T, index: number) => ReactNode;
}

interface Extras {
  /** A class beside `forms-table` (the ad figures' numeric columns). */
  className?: string;
  caption?: string;
  /** The cells of a last row under the others (totals). */
  foot?: ReactNode;
}

/** The office's one table of records (the inbox, the audit log, issues, collections, ad figures…): scrolls sideways on a phone. */
export function RecordTable<T>({ head, rows, rowKey, cells, className, caption, foot }: RecordTableProps<T> & Extras) {
  return (
    <div className="forms-table-wrap">
      <table className={className ? `forms-table ${className}` : "forms-table"}>
        {caption ? <caption className="forms-hint">{caption}</caption> : null}
        <thead>
          <tr>
            {head.map((h) => (
              <th scope="col" key={h}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row)}>{cells(row, index)}</tr>
          ))}
        </tbody>
        {foot ? (
          <tfoot>
            <tr>{foot}</tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
