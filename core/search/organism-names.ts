import type { Db } from "../db/client";
import { rememberPerDatabase } from "../db/remember-per-database";
import { facetTerm } from "./search-document";
import { conceptOfName, type TermForm } from "./term-dictionary";

/**
 * One organism, every name (ADR 0114): the organisms table keeps the scientific name and the Chinese common
 * name; the term dictionary knows the rest (mouse, mice, house mouse, 小家鼠). A search naming an organism in
 * any of them also finds the protocols filed under it, and the organism filter shows the common and the
 * scientific name together.
 */

export interface OrganismNames {
  id: number;
  /** As stored: the scientific name, and the Chinese common name. */
  nameEn: string;
  nameCn: string;
  /** The English common name from the dictionary, when there is one. */
  commonEn: string | null;
  /** The Chinese name: as stored, or the dictionary's when the stored one is the Latin name. */
  commonCn: string | null;
}

const ORGANISMS_TTL_MS = 60_000;

/**
 * The English common name of a concept: a line of the dictionary names an organism first by its everyday name
 * when it has one (mouse; Mus musculus; …) and first by its scientific name when that is what people say
 * (Escherichia coli; E. coli; …).
 */
function commonName(forms: readonly TermForm[], scientific: string): string | null {
  const first = forms.find((f) => f.lang === "en");
  return first && first.text.toLowerCase() !== scientific.toLowerCase() ? first.text : null;
}

export function organismNames(rows: readonly { id: number; nameEn: string; nameCn: string }[]): OrganismNames[] {
  return rows.map((r) => {
    const forms = conceptOfName(r.nameEn) ?? conceptOfName(r.nameCn);
    const chinese = r.nameCn !== r.nameEn ? r.nameCn : (forms?.find((f) => f.lang === "cn")?.text ?? null);
    return { ...r, commonEn: forms ? commonName(forms, r.nameEn) : null, commonCn: chinese };
  });
}

/** A label for the organism filter: "Mouse (Mus musculus)", "小鼠（Mus musculus）". */
export function organismLabel(o: OrganismNames, lang: "en" | "cn"): string {
  if (lang === "cn") return o.commonCn ? `${o.commonCn}（${o.nameEn}）` : o.nameEn;
  if (!o.commonEn) return o.nameEn;
  return `${o.commonEn.charAt(0).toUpperCase()}${o.commonEn.slice(1)} (${o.nameEn})`;
}

/** For the query compiler: the organism filter terms a concept stands for, remembered for a minute. */
export const organismFacets = rememberPerDatabase(ORGANISMS_TTL_MS, async (db: Db) => {
  const rows = await db.selectFrom("organisms").select(["id", "name_en", "name_cn"]).execute();
  const byConcept = new Map<readonly TermForm[], { term: string; name: string }[]>();
  for (const r of rows) {
    const forms = conceptOfName(r.name_en) ?? conceptOfName(r.name_cn);
    if (!forms) continue;
    const list = byConcept.get(forms) ?? [];
    list.push({ term: facetTerm("organism", r.id), name: r.name_en });
    byConcept.set(forms, list);
  }
  return (forms: readonly TermForm[]) => byConcept.get(forms) ?? [];
});
