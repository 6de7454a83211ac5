import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import { languageTag } from "../locale/language-tag";
import { localized } from "../content/localized";

export interface Ambassador {
  id: number;
  name: string;
  institution: string;
  sinceYear: number;
  photoUrl: string;
}

export interface AmbassadorCountry {
  country: string;
  institutions: { institution: string; ambassadors: Ambassador[] }[];
}

/** The campus ambassadors in the page's language, by country, then institution, then name. */
export async function listAmbassadorsByCountry(db: Db, lang: Lang): Promise<AmbassadorCountry[]> {
  const rows = await db.selectFrom("ambassadors").selectAll().execute();
  const pick = (en: string, cn: string) => localized(lang, en, cn);
  const collator = new Intl.Collator(languageTag(lang));
  const countries = new Map<string, Map<string, Ambassador[]>>();
  for (const r of rows) {
    const country = pick(r.country_en, r.country_cn);
    const institution = pick(r.institution_en, r.institution_cn);
    const byInstitution = countries.get(country) ?? new Map<string, Ambassador[]>();
    countries.set(country, byInstitution);
    const list = byInstitution.get(institution) ?? [];
    byInstitution.set(institution, list);
    list.push({
      id: r.id,
      name: pick(r.name_en, r.name_cn),
      institution,
      sinceYear: r.since_year,
      photoUrl: r.photo_url,
    });
  }
  return [...countries.entries()]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([country, byInstitution]) => ({
      country,
      institutions: [...byInstitution.entries()]
        .sort(([a], [b]) => collator.compare(a, b))
        .map(([institution, ambassadors]) => ({
          institution,
          ambassadors: ambassadors.sort((a, b) => collator.compare(a.name, b.name)),
        })),
    }));
}
