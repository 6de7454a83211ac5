const DOI_PATTERN = /^(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/)?(10\.\d{4,9}\/\S+)$/i;

/** A DOI (10.xxxx/…, also written doi:… or https://doi.org/…) or an http(s) URL; null otherwise. */
export function normalizeDoiOrUrl(text: string): string | null {
  const value = text.trim();
  const doi = DOI_PATTERN.exec(value);
  if (doi) return doi[1]!;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".")
      ? url.toString()
      : null;
  } catch {
    return null;
  }
}
