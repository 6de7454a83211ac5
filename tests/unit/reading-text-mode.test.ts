import { describe, expect, it } from "vitest";
import { chooseTextMode } from "@core/protocols/reading-text-mode";

const both = ["en", "cn"] as const;
describe("which full text a reader sees (issue 17 §3)", () => {
  it("the page's language by default", () => {
    expect(chooseTextMode({ asked: null, remembered: null, pageLang: "cn", available: both })).toBe("cn");
    expect(chooseTextMode({ asked: null, remembered: null, pageLang: "en", available: both })).toBe("en");
  });
  it("what the address asks for, else what the reader chose last", () => {
    expect(chooseTextMode({ asked: "both", remembered: "en", pageLang: "cn", available: both })).toBe("both");
    expect(chooseTextMode({ asked: null, remembered: "both", pageLang: "en", available: both })).toBe("both");
    expect(chooseTextMode({ asked: "nonsense", remembered: "en", pageLang: "cn", available: both })).toBe("en");
  });
  it("only what the protocol has: without a Chinese text, English", () => {
    expect(chooseTextMode({ asked: "both", remembered: null, pageLang: "cn", available: ["en"] })).toBe("en");
    expect(chooseTextMode({ asked: "cn", remembered: null, pageLang: "cn", available: ["en"] })).toBe("en");
    expect(chooseTextMode({ asked: null, remembered: "both", pageLang: "en", available: ["en"] })).toBe("en");
  });
});
