import type { ProtocolKind } from "../db/schema";
import { keyRange } from "./search-document";

/**
 * PostgreSQL keeps the search index in one partition per list kind and publication year (ADR 0074), so a
 * search reads the newest year's small GIN index first and stops as soon as it has enough matches, instead of
 * intersecting posting lists of the whole journal. Years outside FIRST_PARTITION_YEAR..LAST_PARTITION_YEAR
 * (and protocols without a date) share a partition before and one after; they are found the same, only less
 * quickly.
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
export function searchPartitions(): readonly SearchPartition[] {
  return PARTITIONS;
}

function buildPartitions(): SearchPartition[] {
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

/** Computed once: every search slices its key range by them. */
const PARTITIONS: readonly SearchPartition[] = Object.freeze(buildPartitions());

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

/** The first read of a search covers at least this many protocols (estimated). */
export const FIRST_READ_ROWS = 20_000;

/**
 * The next read: consecutive slices from `from` until their estimated rows reach `size`. Empty partitions, and
 * partitions never analysed (estimate unknown), join the read next to them: they cost nothing to read, and are
 * never skipped (an estimate can be out of date; a skipped partition would hide protocols).
 */
export function takeRead(
  slices: readonly SearchPartition[],
  from: number,
  size: number,
  rowsOf: (name: string) => number | undefined,
): { read: SearchPartition[]; rows: number } {
  const read: SearchPartition[] = [];
  let rows = 0;
  for (let i = from; i < slices.length && (read.length === 0 || rows < size); i++) {
    read.push(slices[i]!);
    rows += Math.max(0, rowsOf(slices[i]!.name) ?? 0);
  }
  return { read, rows };
}

/**
 * How many protocols the next read should cover: enough to hold the missing matches at the rate found so far,
 * with a quarter to spare, and at least twice the last read (four times when nothing matched yet), so a rare
 * search takes few reads and a broad one stops early.
 */
export function nextReadSize(lastSize: number, rowsRead: number, found: number, missing: number): number {
  if (found === 0) return lastSize * 4;
  return Math.max(lastSize * 2, Math.ceil(((missing * rowsRead) / found) * 1.25));
}
