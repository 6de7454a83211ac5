/** Where an RRID resolves (the RRID portal's resolver). */
export function rridUrl(rrid: string): string {
  return `https://scicrunch.org/resolver/${encodeURIComponent(rrid)}`;
}
