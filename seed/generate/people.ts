import type { Random } from "../random";
import { DEPARTMENTS, INSTITUTIONS } from "./institutions";
import { GIVEN_NAMES, SURNAMES, WESTERN_NAMES } from "./vocabulary";

export type Institution = (typeof INSTITUTIONS)[number];

/**
 * A person. English names are written given name first for everyone ("Xiaoming Wang", "Maria Gonzalez"), as
 * English bylines print them; the Chinese name is in hanzi, family name first (王晓明). Foreign researchers keep
 * their names in Latin script on the Chinese pages (nameCn null, issue 17 §4). The citation code tells the
 * family name of a romanised Chinese name from its hanzi (core/protocols/citation/split-author-name.ts).
 */
export interface Person {
  nameEn: string;
  nameCn: string | null;
}

/** A person not yet in `taken` (English names, lower case); adds the new name to it. */
export function generatePerson(rng: Random, taken: Set<string> = new Set(), chineseShare = 0.6): Person {
  for (let attempt = 0; ; attempt++) {
    let person: Person;
    if (rng.chance(chineseShare)) {
      // The last three surnames are compound ones (欧阳, 司徒 …): rare.
      const surname = rng.chance(0.03) ? rng.pick(SURNAMES.slice(-4)) : rng.pick(SURNAMES.slice(0, -4));
      const given = rng.pick(GIVEN_NAMES);
      person = { nameEn: `${given.en} ${surname.en}`, nameCn: `${surname.cn}${given.cn}` };
    } else {
      const w = rng.pick(WESTERN_NAMES);
      person = { nameEn: `${w.first} ${w.last}`, nameCn: null };
    }
    const key = person.nameEn.toLowerCase();
    if (!taken.has(key) || attempt > 50) {
      taken.add(key);
      return person;
    }
  }
}

/** An institution working in the subject (or a broad one). */
export function pickInstitution(rng: Random, categoryId: number, country?: string): Institution {
  const fits = (i: Institution) => i.fields.length === 0 || i.fields.includes(categoryId);
  const local = country ? INSTITUTIONS.filter((i) => i.country === country && fits(i)) : [];
  return rng.pick(local.length ? local : INSTITUTIONS.filter(fits));
}

/**
 * "Unit, Institution, City, Country": a unit that belongs in that kind of institution and works in the subject
 * (a specialised institute may have none that fits: then the institute alone).
 */
export function affiliationAt(rng: Random, institution: Institution, categoryId: number): string {
  const inKind = DEPARTMENTS.filter(
    (d) => d.kinds.includes(institution.kind) && (institution.fields.length === 0 || d.fields.some((f) => institution.fields.includes(f))),
  );
  const covering = inKind.filter((d) => d.fields.includes(categoryId));
  // A unit whose main field is the subject when there is one (Plant Sciences, not a genomics core, for roots).
  const main = covering.filter((d) => d.fields[0] === categoryId);
  const inField = main.length && rng.chance(0.75) ? main : covering;
  const place = `${institution.en}, ${institution.city}, ${institution.country}`;
  const pool = inField.length ? inField : institution.kind === "institute" ? [] : inKind;
  if (!pool.length || (institution.kind === "institute" && rng.chance(0.25))) return place;
  return `${rng.pick(pool).en}, ${place}`;
}

export function generateAffiliation(rng: Random, categoryId: number): string {
  return affiliationAt(rng, pickInstitution(rng, categoryId), categoryId);
}

export function orcid(rng: Random): string {
  const block = () => String(rng.int(0, 9999)).padStart(4, "0");
  return `0000-000${rng.int(1, 3)}-${block()}-${block()}`;
}
