import { describe, expect, it } from "vitest";
import { fontRuns } from "@core/protocols/export/pdf-font-runs";
import { toUnicodeScript } from "@core/protocols/export/unicode-scripts";

// A Chinese font with ¹²³⁴ and ₁₂₃₄ but not the other superscript and subscript digits, as WenQuanYi Micro Hei.
const cjkHas = (char: string) => !/[⁰⁵-⁹₀₅-₉]/u.test(char);

describe("a Chinese PDF's text cut by font", () => {
  it("sets the characters the Chinese font lacks in the Latin face, and keeps the rest (spaces too) in one Chinese run", () => {
    expect(fontRuns("1 × 10⁶ 个细胞，¹³C₆", "cjk", "cjk", "regular", cjkHas)).toEqual([
      { font: "cjk", s: "1 × 10" },
      { font: "regular", s: "⁶" },
      { font: "cjk", s: " 个细胞，¹³C" },
      { font: "regular", s: "₆" },
    ]);
  });

  it("leaves text in another font, or without a glyph table, as one run", () => {
    expect(fontRuns("10⁶ cells", "bold", "cjk", "bold", cjkHas)).toEqual([{ font: "bold", s: "10⁶ cells" }]);
    expect(fontRuns("10⁶ 个细胞", "cjk", "cjk", "regular", null)).toEqual([{ font: "cjk", s: "10⁶ 个细胞" }]);
  });
});

describe("raised and lowered text in Unicode characters", () => {
  it("maps what has a Unicode super- or subscript, and gives up on text with a character that has none", () => {
    expect(toUnicodeScript("6", "sup")).toBe("⁶");
    expect(toUnicodeScript("−1", "sup")).toBe("⁻¹");
    expect(toUnicodeScript("(n+1)", "sup")).toBe("⁽ⁿ⁺¹⁾");
    expect(toUnicodeScript("600", "sub")).toBe("₆₀₀");
    expect(toUnicodeScript("max", "sub")).toBe("ₘₐₓ");
    expect(toUnicodeScript("d", "sub")).toBeNull();
    expect(toUnicodeScript("TM", "sup")).toBeNull();
  });
});
