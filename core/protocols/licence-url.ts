/** The deed of a Creative Commons licence named like "CC BY 4.0" / "CC0 1.0"; null for other licences. */
export function licenceUrl(licence: string): string | null {
  const cc0 = /^CC0\s*1\.0$/i.exec(licence.trim());
  if (cc0) return "https://creativecommons.org/publicdomain/zero/1.0/";
  const m = /^CC\s+(BY(?:-(?:NC|SA|ND))*)\s+(\d\.\d)$/i.exec(licence.trim());
  return m ? `https://creativecommons.org/licenses/${m[1]!.toLowerCase()}/${m[2]}/` : null;
}
