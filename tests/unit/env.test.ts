import { describe, expect, it } from "vitest";
import { readEnv } from "@server/env";

describe("readEnv", () => {
  it("has working defaults", () => {
    const env = readEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe("data/journal.sqlite");
  });

  it("names the bad variable", () => {
    expect(() => readEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => readEnv({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => readEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => readEnv({ PUBLIC_URL: "not a url" })).toThrow(/PUBLIC_URL/);
  });

  it("accepts a Postgres URL", () => {
    expect(readEnv({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/x" }).DATABASE_URL).toMatch(/^postgres/);
  });
});
