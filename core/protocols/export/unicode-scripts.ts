/** Each character of `plain` paired with the character at the same place in `script`. */
function pairs(plain: string, script: string): Record<string, string> {
  const to = Array.from(script);
  return Object.fromEntries(Array.from(plain, (char, i) => [char, to[i]!]));
}
const SUPERSCRIPT = pairs("0123456789+-−=()ni", "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁻⁼⁽⁾ⁿⁱ");
const SUBSCRIPT = pairs("0123456789+-−=()aehklmnopstx", "₀₁₂₃₄₅₆₇₈₉₊₋₋₌₍₎ₐₑₕₖₗₘₙₒₚₛₜₓ");

/**
 * The text in Unicode super- or subscript characters (10⁶, h⁻¹, Na₂HPO₄, OD₆₀₀), or null when one of its characters
 * has none: for outputs that cannot raise or lower text (the PDF's flowing text), where 10<sup>6</sup> printed flat
 * reads as 106, a wrong number.
 */
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
