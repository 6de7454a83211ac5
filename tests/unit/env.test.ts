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

describe("one trusted origin and proxy (ADR 0080)", () => {
  it("derives the origin from PUBLIC_URL, else http://localhost:PORT", async () => {
    const { configuredOrigin } = await import("@server/env");
    expect(configuredOrigin(readEnv({}))).toBe("http://localhost:3000");
    expect(configuredOrigin(readEnv({ PORT: "3201" }))).toBe("http://localhost:3201");
    expect(configuredOrigin(readEnv({ PUBLIC_URL: "https://opls.example.org/some/path/" }))).toBe("https://opls.example.org");
    expect(() => readEnv({ PUBLIC_URL: "ftp://opls.example.org" })).toThrow(/PUBLIC_URL/);
  });

  it("trusts no proxy unless TRUST_PROXY says which", () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(readEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8, ::1" }).TRUST_PROXY).toBe("loopback, 10.0.0.0/8, ::1");
    for (const bad of ["true", "*", "10.0.0.0/33", "proxy.example", "0"]) {
      expect(() => readEnv({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });
});
