import { initials, splitAuthorName } from "@core/protocols/citation/split-author-name";
import type { Random } from "../random";
import { generatePerson, type Person } from "./people";
import { journalsFor } from "./suppliers";
import { fillFor } from "./template-words";
import type { Bi, Technique, TechniqueContext } from "./techniques/types";
import { fillPlaceholders, plainText, sentenceStart } from "./text";

/** A sentence of the background that cites the recent references (its [k] is filled in). */
export const RECENT: Bi[] = [
  { en: "The approach has since been applied to {target} in {organism} {cites}.", cn: "此后，该方法已被用于{organism}{target}的研究 {cites}。" },
  { en: "Later refinements improved its sensitivity and throughput {cites}.", cn: "后续改进进一步提高了该方法的灵敏度和通量 {cites}。" },
  { en: "Recent studies have used it to compare {target} between conditions {cites}.", cn: "近期研究利用该方法比较了不同条件下的{target} {cites}。" },
];
/** Titles of later papers on the technique (sentence case, as reference lists print them). */
const RECENT_TITLES = [
  "{technique} of {target} in {organism}: sources of variation and their control",
  "Optimised {technique} for {target} in {sample}",
  "Comparison of sample preparations for {technique} of {target}",
  "Reproducibility of {target} measurements by {technique} across laboratories",
];

interface RecentReference {
  text: string;
}

function formatAuthors(people: Person[]): string {
  return people
    .map((p) => {
      const name = splitAuthorName(p.nameEn, p.nameCn);
      return name.given ? `${name.family}, ${initials(name.given)}` : name.family;
    })
    .join(", ");
}

/** One or two later papers on the technique, all published before the protocol's online year. */
export function recentReferences(rng: Random, t: Technique, context: TechniqueContext, target: Bi, onlineOn: string): RecentReference[] {
  const journals = journalsFor(t.categoryIds[0]!);
  const lastYear = Number(onlineOn.slice(0, 4)) - 1;
  const newestOwn = Math.max(...t.references.map((r) => r.year));
  const first = Math.max(2015, newestOwn + 1);
  if (lastYear < first || rng.chance(0.35)) return [];
  const count = rng.chance(0.6) ? 1 : 2;
  const fill = fillFor(context, target, "en", t);
  return rng.shuffled(RECENT_TITLES)
    .slice(0, count)
    .map((template) => {
      const year = rng.int(first, lastYear);
      const authors = Array.from({ length: rng.int(1, 4) }, () => generatePerson(rng));
      const title = sentenceStart(plainText(fillPlaceholders(template, fill)));
      const journal = rng.pick(journals);
      const volume = Math.max(1, year - 2000 + rng.int(-3, 30));
      const locator = ["eLife", "PLoS One", "Sci Rep"].includes(journal)
        ? `e${rng.int(10000, 99999)}`
        : (() => {
            const start = rng.int(100, 9000);
            return `${start}–${start + rng.int(6, 18)}`;
          })();
      const byline = authors.length > 3 ? `${formatAuthors(authors.slice(0, 3))}, et al.` : formatAuthors(authors);
      return { text: `${byline} (${year}). ${title}. ${journal} ${volume}: ${locator}.` };
    })
    .sort((a, b) => a.text.localeCompare(b.text));
}

/** A technique's reference as the hand-written protocols write them: "Family, I., Family, I. (year). Title. Journal vol: pages." */
export function referenceText(r: Technique["references"][number]): string {
  const title = /[.?!]$/.test(r.title) ? r.title : `${r.title}.`;
  const authors = r.authors.replace(/,? (?:and|&) (?=\p{Lu})/gu, ", ");
  return `${authors} (${r.year}). ${title} ${r.journal} ${r.volume}: ${r.pages}.`;
}
