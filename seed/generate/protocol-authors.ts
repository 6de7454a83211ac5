import type { Random } from "../random";
import type { SeedProtocol } from "../seed-protocol";
import { affiliationAt, generatePerson, orcid, pickInstitution, type Institution } from "./people";

/** The authors: one to three groups at one or two institutions, no one twice, the last author corresponding. */
export function generateAuthors(rng: Random, categoryId: number, taken: Set<string>): { authors: SeedProtocol["authors"]; institution: Institution } {
  const institution = pickInstitution(rng, categoryId);
  const chineseShare = institution.country === "China" ? 0.88 : 0.25;
  const primary = affiliationAt(rng, institution, categoryId);
  const second = rng.chance(0.35) ? affiliationAt(rng, pickInstitution(rng, categoryId, rng.chance(0.5) ? institution.country : undefined), categoryId) : null;
  const count = rng.pick([2, 3, 3, 4, 4, 4, 5, 5, 6, 7]);
  const authors = Array.from({ length: count }, (_, i) => {
    const last = i === count - 1;
    const fromSecond = second !== null && !last && rng.chance(0.3);
    const who = generatePerson(rng, taken, fromSecond ? 0.4 : chineseShare);
    const affiliations = fromSecond ? [second] : second && rng.chance(0.1) ? [primary, second] : [primary];
    return {
      nameEn: who.nameEn,
      nameCn: who.nameCn,
      affiliations,
      orcid: last || rng.chance(0.5) ? orcid(rng) : null,
      corresponding: last,
      email: last ? `${who.nameEn.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z]+/g, ".")}@example.org` : null,
    };
  });
  return { authors, institution };
}
