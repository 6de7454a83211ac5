/**
 * Superscript and subscript text as the Unicode characters for it (10⁶, h⁻¹, Na₂HPO₄, OD₆₀₀), for outputs that
 * cannot raise or lower text (the PDF's flowing text): printed flat, 10<sup>6</sup> reads as 106, a wrong number.
 */
const SUPERSCRIPT: Record<string, string> = {
  ...Object.fromEntries(Array.from("0123456789", (d, i) => [d, "⁰¹²³⁴⁵⁶⁷⁸⁹"[i]!])),
  "+": "⁺",
  "-": "⁻",
  "−": "⁻",
  "=": "⁼",
  "(": "⁽",
  ")": "⁾",
  n: "ⁿ",
  i: "ⁱ",
};
const SUBSCRIPT: Record<string, string> = {
  ...Object.fromEntries(Array.from("0123456789", (d, i) => [d, "₀₁₂₃₄₅₆₇₈₉"[i]!])),
  "+": "₊",
  "-": "₋",
  "−": "₋",
  "=": "₌",
  "(": "₍",
  ")": "₎",
  ...Object.fromEntries(Array.from("aehklmnopstx", (c) => [c, "ₐₑₕₖₗₘₙₒₚₛₜₓ"["aehklmnopstx".indexOf(c)]!])),
};

/** The text in Unicode super- or subscript characters, or null when one of its characters has none. */
export function toUnicodeScript(text: string, script: "sup" | "sub"): string | null {
  const table = script === "sup" ? SUPERSCRIPT : SUBSCRIPT;
  let out = "";
  for (const char of text) {
    const mapped = table[char];
    if (mapped === undefined) return null;
    out += mapped;
  }
  return out;
}
