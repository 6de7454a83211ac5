import type { ProtocolKind } from "../db/schema";
import { keyRange } from "./search-document";

/**
 * PostgreSQL keeps the search index in one partition per list kind and publication year (ADR 0074), so a
 * search reads the newest year's small GIN index first and stops as soon as it has enough matches, instead of
 * intersecting posting lists of the whole journal. Years outside FIRST_YEAR..LAST_YEAR (and protocols without
 * a date) share a partition before and one after; they are found all the same, only less quickly.
 */
export const FIRST_PARTITION_YEAR = 2010;
export const LAST_PARTITION_YEAR = 2040;
const KINDS: readonly ProtocolKind[] = ["bp", "bpp"];

export interface SearchPartition {
  name: string;
  /** Inclusive lower and upper document keys. */
  low: number;
  high: number;
}

/** The key range of one year of a list kind. */
function yearRange(kind: ProtocolKind, year: number): [number, number] {
  return keyRange(kind, `${year}-01`, `${year}-12`);
}

/** Every partition of the index, in key order. */
export function searchPartitions(): SearchPartition[] {
  const out: SearchPartition[] = [];
  for (const kind of KINDS) {
    const [kindLow, kindHigh] = keyRange(kind, null, null);
    const firstLow = yearRange(kind, FIRST_PARTITION_YEAR)[0];
    const lastHigh = yearRange(kind, LAST_PARTITION_YEAR)[1];
    out.push({ name: `protocol_search_${kind}_before`, low: kindLow, high: firstLow - 1 });
    for (let year = FIRST_PARTITION_YEAR; year <= LAST_PARTITION_YEAR; year++) {
      const [low, high] = yearRange(kind, year);
      out.push({ name: `protocol_search_${kind}_${year}`, low, high });
    }
    out.push({ name: `protocol_search_${kind}_after`, low: lastHigh + 1, high: kindHigh });
  }
  return out;
}

/** The parts of [low, high] that fall in each partition, newest first. */
export function partitionSlices(low: number, high: number): SearchPartition[] {
  const slices: SearchPartition[] = [];
  if (low > high) return slices;
  for (const p of searchPartitions()) {
    if (p.high < low || p.low > high) continue;
    slices.push({ name: p.name, low: Math.max(p.low, low), high: Math.min(p.high, high) });
  }
  return slices.reverse();
}

/** The first read of a search covers at least this many protocols (estimated); each further read twice as many. */
export const FIRST_READ_ROWS = 20_000;

/**
 * Groups the slices (newest first) into reads: consecutive slices until their estimated rows reach the read's
 * size, which doubles from FIRST_READ_ROWS. A small journal is read in one go; at 500,000 the first read is
 * the newest year. A slice of unknown size (never analysed) is a read of its own.
 */
export function groupSlices(
  slices: readonly SearchPartition[],
  rowsOf: (name: string) => number | undefined,
): SearchPartition[][] {
  const reads: SearchPartition[][] = [];
  let current: SearchPartition[] = [];
  let rows = 0;
  let size = FIRST_READ_ROWS;
  for (const slice of slices) {
    current.push(slice);
    const estimate = rowsOf(slice.name);
    rows += estimate === undefined || estimate < 0 ? size : estimate;
    if (rows >= size) {
      reads.push(current);
      current = [];
      rows = 0;
      size *= 2;
    }
  }
  if (current.length) reads.push(current);
  return reads;
}
