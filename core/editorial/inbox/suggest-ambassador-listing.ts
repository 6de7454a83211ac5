import type { Db } from "../../db/client";
import type { AmbassadorListing } from "./change-inbox-status";

/**
 * The list entry an editor starts from when accepting an ambassador: the applicant's own words in both languages,
 * except an institution or country the list already has in either language, which takes that entry's pair (so
 * "China" joins "中国" on the Chinese page instead of making a second country).
 */
export async function suggestAmbassadorListing(db: Db, applicationId: number): Promise<AmbassadorListing | null> {
  const app = await db
    .selectFrom("ambassador_applications")
    .select(["name", "institution", "country"])
    .where("id", "=", applicationId)
    .executeTakeFirst();
  if (!app) return null;
  const pairOf = async (column: "institution" | "country", text: string): Promise<[string, string]> => {
    const en = `${column}_en` as const;
    const cn = `${column}_cn` as const;
    const known = await db
      .selectFrom("ambassadors")
      .select([en, cn])
      .where((eb) => eb.or([eb(en, "=", text), eb(cn, "=", text)]))
      .orderBy("id")
      .executeTakeFirst();
    return known ? [known[en], known[cn]] : [text, text];
  };
  const [institutionEn, institutionCn] = await pairOf("institution", app.institution);
  const [countryEn, countryCn] = await pairOf("country", app.country);
  return { nameEn: app.name, nameCn: app.name, institutionEn, institutionCn, countryEn, countryCn };
}
