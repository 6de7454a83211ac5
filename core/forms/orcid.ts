const ORCID_PATTERN = /^(?:https?:\/\/(?:www\.)?orcid\.org\/)?(\d{4})-?(\d{4})-?(\d{4})-?(\d{3}[\dX])$/i;

/**
 * An ORCID iD in its canonical form (0000-0002-1825-0097), or null when the text is not one: four
 * groups of four, the last character an ISO 7064 MOD 11-2 check digit (X = 10). The orcid.org URL
 * form is accepted too.
 */
export function normalizeOrcid(text: string): string | null {
  const match = ORCID_PATTERN.exec(text.trim());
  if (!match) return null;
  const digits = match.slice(1, 5).join("").toUpperCase();
  let total = 0;
  for (const ch of digits.slice(0, 15)) total = (total + Number(ch)) * 2;
  const remainder = (12 - (total % 11)) % 11;
  const check = remainder === 10 ? "X" : String(remainder);
  if (digits[15] !== check) return null;
  return `${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8, 12)}-${digits.slice(12)}`;
}
