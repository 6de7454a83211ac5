import type { Db } from "../db/client";
import { CATEGORIES } from "../categories/categories";
import { organismLabel, organismNames } from "./organism-names";

/** The choices of the search page's filters: research areas, organisms, and the years the journal spans. */
export interface SearchOptions {
  areas: { id: number; nameEn: string; nameCn: string }[];
  /** Each organism once, named by its common and scientific names: "Mouse (Mus musculus)", "小鼠（Mus musculus）". */
  organisms: { id: number; nameEn: string; nameCn: string }[];
  firstYear: number;
  lastYear: number;
}

export async function listSearchOptions(db: Db, today = new Date()): Promise<SearchOptions> {
  const [organisms, years] = await Promise.all([
    db.selectFrom("organisms").select(["id", "name_en", "name_cn"]).orderBy("name_en").execute(),
    db
      .selectFrom("volumes")
      .select((eb) => eb.fn.min("year").as("first"))
      // Only volumes readers can see: an issue being prepared is the editors' own (ADR 0100).
      .where((eb) => eb.exists(eb.selectFrom("issues").select("issues.id").whereRef("issues.volume_id", "=", "volumes.id").where("issues.state", "=", "published")))
      .executeTakeFirst(),
  ]);
  const lastYear = today.getUTCFullYear();
  return {
    areas: CATEGORIES.map((c) => ({ id: c.id, nameEn: c.nameEn, nameCn: c.nameCn })),
    organisms: organismNames(organisms.map((o) => ({ id: o.id, nameEn: o.name_en, nameCn: o.name_cn })))
      .map((o) => ({ id: o.id, nameEn: organismLabel(o, "en"), nameCn: organismLabel(o, "cn") }))
      .sort((a, b) => a.nameEn.localeCompare(b.nameEn)),
    firstYear: Math.min(Number(years?.first ?? lastYear), lastYear),
    lastYear,
  };
}
