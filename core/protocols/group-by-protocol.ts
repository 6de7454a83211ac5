/** Rows of several protocols (authors, categories…), grouped by `protocol_id`, each group in the rows' order. */
export function groupByProtocol<T extends { protocol_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const list = out.get(r.protocol_id);
    if (list) list.push(r);
    else out.set(r.protocol_id, [r]);
  }
  return out;
}
