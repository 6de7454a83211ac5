import type { ReactNode } from "react";

interface Props<T> {
  /** The column headings, already translated. */
  head: readonly string[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** The row's cells (`<td>`s); `index` is its place in `rows`. */
  cells: (row: T, index: number) => ReactNode;
}

/** The office's one table of records (the inbox, the audit log, issues, collections, special issues): scrolls sideways on a phone. */
export function RecordTable<T>({ head, rows, rowKey, cells }: Props<T>) {
  return (
    <div className="forms-table-wrap">
      <table className="forms-table">
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
      </table>
    </div>
  );
}
