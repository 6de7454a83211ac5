import { describe, expect, it } from "vitest";
import {
  FIRST_PARTITION_YEAR,
  FIRST_READ_ROWS,
  nextReadSize,
  LAST_PARTITION_YEAR,
  partitionSlices,
  searchPartitions,
  takeRead,
} from "@core/search/postgres-partitions";
import { documentKey, keyRange } from "@core/search/search-document";
import { partitionsOf0005 } from "@core/db/migrations/0005-search-partitions";

describe("PostgreSQL search partitions", () => {
  const partitions = searchPartitions();

  it("are the partitions migration 0005 created, which writes them out rather than import this list (ADR 0116)", () => {
    expect(partitionsOf0005()).toEqual(partitions.map((p) => ({ ...p })));
  });

  it("cover every key of both list kinds exactly once, in key order", () => {
    const [bpLow] = keyRange("bp", null, null);
    const [, bppHigh] = keyRange("bpp", null, null);
    expect(partitions[0]!.low).toBe(bpLow);
    expect(partitions.at(-1)!.high).toBe(bppHigh);
    for (let i = 1; i < partitions.length; i++) expect(partitions[i]!.low).toBe(partitions[i - 1]!.high + 1);
    expect(new Set(partitions.map((p) => p.name)).size).toBe(partitions.length);
  });

  it("put a protocol in its kind and year; undated and out-of-range years in the kind's before and after", () => {
    const home = (key: number) => partitions.find((p) => p.low <= key && key <= p.high)!.name;
    expect(home(documentKey("bp", "2024-12-31", 7))).toBe("protocol_search_bp_2024");
    expect(home(documentKey("bp", "2025-01-01", 7))).toBe("protocol_search_bp_2025");
    expect(home(documentKey("bpp", "2025-06-30", 7))).toBe("protocol_search_bpp_2025");
    expect(home(documentKey("bp", null, 7))).toBe("protocol_search_bp_before");
    expect(home(documentKey("bp", `${FIRST_PARTITION_YEAR - 1}-06-01`, 7))).toBe("protocol_search_bp_before");
    expect(home(documentKey("bpp", `${LAST_PARTITION_YEAR + 1}-06-01`, 7))).toBe("protocol_search_bpp_after");
  });

  it("slice a key range by partition, newest first, clipped to the range", () => {
    const [low] = keyRange("bp", "2023-05", null);
    const [, high] = keyRange("bp", null, "2025-02");
    const slices = partitionSlices(low, high);
    expect(slices).toHaveLength(3);
    expect(slices[0]).toEqual({ name: "protocol_search_bp_2025", low: keyRange("bp", "2025-01", null)[0], high });
    expect(slices[2]).toEqual({ name: "protocol_search_bp_2023", low, high: keyRange("bp", null, "2023-12")[1] });
    expect(partitionSlices(high + 1, high)).toEqual([]);
  });

  it("takes reads of a given size; empty or unanalysed partitions join a read, none is skipped", () => {
    const slices = partitionSlices(...keyRange("bp", "2017-01", "2026-12"));
    const years = (read: { name: string }[]) => read.map((s) => s.name.slice(-4));
    expect(years(takeRead(slices, 0, FIRST_READ_ROWS, () => 500).read)).toHaveLength(10);
    expect(takeRead(slices, 0, FIRST_READ_ROWS, () => 500).rows).toBe(5_000);
    expect(years(takeRead(slices, 0, FIRST_READ_ROWS, () => 50_000).read)).toEqual(["2026"]);
    expect(years(takeRead(slices, 2, 100_000, () => 50_000).read)).toEqual(["2024", "2023"]);
    const unknownNewest = (name: string) =>
      name.endsWith("2026") ? -1 : name.endsWith("2025") ? undefined : FIRST_READ_ROWS;
    expect(years(takeRead(slices, 0, FIRST_READ_ROWS, unknownNewest).read)).toEqual(["2026", "2025", "2024"]);
  });

  it("sizes the next read by the matches found so far", () => {
    expect(nextReadSize(20_000, 46_000, 175, 826)).toBe(Math.ceil(((826 * 46_000) / 175) * 1.25));
    expect(nextReadSize(20_000, 46_000, 900, 101)).toBe(40_000);
    expect(nextReadSize(20_000, 46_000, 0, 1001)).toBe(80_000);
  });
});
