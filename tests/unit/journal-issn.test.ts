import { describe, expect, it } from "vitest";
import { JOURNAL } from "@core/config/constants";

/** ISO 3297: the eighth character is the check digit of the first seven (weights 8…2, modulus 11, 10 = X). */
function issnCheckDigit(first7: string): string {
  const sum = [...first7].reduce((total, digit, i) => total + Number(digit) * (8 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? "X" : String(check);
}

describe("the journal's ISSN", () => {
  it("is well formed, so Crossref and indexers accept it", () => {
    expect(JOURNAL.issn).toMatch(/^\d{4}-\d{3}[\dX]$/);
    const digits = JOURNAL.issn.replace("-", "");
    expect(digits.at(-1)).toBe(issnCheckDigit(digits.slice(0, 7)));
  });
  it("the check rejects a wrong digit", () => {
    expect(issnCheckDigit("2998123")).toBe("9");
    expect(issnCheckDigit("0317847")).toBe("1"); // ISSN 0317-8471, the standard's own example
  });
});
