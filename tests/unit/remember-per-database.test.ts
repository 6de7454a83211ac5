import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@core/db/client";
import { rememberPerDatabase } from "@core/db/remember-per-database";

describe("rememberPerDatabase", () => {
  afterEach(() => vi.useRealTimers());

  it("reuses an answer per database until it is older than the TTL, and forgets failures", async () => {
    vi.useFakeTimers();
    let reads = 0;
    let fail = false;
    const read = rememberPerDatabase(1000, async () => {
      reads++;
      if (fail) throw new Error("down");
      return reads;
    });
    const one = {} as Db;
    const two = {} as Db;
    expect(await read(one)).toBe(1);
    expect(await read(one)).toBe(1);
    expect(await read(two)).toBe(2);
    vi.advanceTimersByTime(1001);
    fail = true;
    await expect(read(one)).rejects.toThrow("down");
    fail = false;
    expect(await read(one)).toBe(4);
    expect(await read(one)).toBe(4);
    // A clock set back reads again.
    vi.setSystemTime(Date.now() - 10);
    expect(await read(one)).toBe(5);
  });
});
