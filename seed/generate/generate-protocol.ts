import { protocolDoi } from "@core/protocols/protocol-doi";
import type { ProtocolKind, ProtocolStatus } from "@core/db/schema";
import { addDays } from "@core/dates/iso-day";
import type { Random } from "../random";
import type { SeedProtocol } from "../seed-protocol";
import type { GeneratorState } from "./generator-state";
import { affiliationAt, generatePerson, pickInstitution } from "./people";
import { generateAbstract } from "./protocol-abstract";
import { generateAuthors } from "./protocol-authors";
import { buildBody, type BodyPlan } from "./protocol-body";
import { RECENT, recentReferences, referenceText } from "./protocol-references";
import { chooseTitle } from "./protocol-title";
import type { Technique } from "./techniques/types";
import { plainText } from "./text";

/** Where and when a generated protocol appears, and the technique it describes. */
export interface Slot {
  id: number;
  kind: ProtocolKind;
  status: ProtocolStatus;
  issueId: number | null;
  /** Issue date for published protocols; null for in press and preprints. */
  publishedOn: string | null;
  onlineOn: string;
  categoryId: number;
  techniqueId: string;
  /** References are dated before this day's year (the preprint's, for a journal protocol made from one). */
  referencesBefore?: string;
}

/**
 * A bilingual protocol made from a technique template for `slot`; null when the technique has no title left
 * (with `repeatTitles`, only when none of its titles reads well at all).
 */
export function generateProtocol(rng: Random, slot: Slot, t: Technique, state: GeneratorState, repeatTitles = false): SeedProtocol | null {
  const choice = chooseTitle(rng, t, state, repeatTitles);
  if (!choice) return null;
  state.titles.add(choice.titleEn);
  state.titles.add(choice.titleCn);
  const { context, target } = choice;
  const abstract = generateAbstract(rng, t, context, target, state);
  const taken = new Set<string>();
  // The subject of the slot when the technique belongs to it (a borrowed technique brings its own).
  const categoryId = t.categoryIds.includes(slot.categoryId) ? slot.categoryId : t.categoryIds[0]!;
  const { authors, institution } = generateAuthors(rng, categoryId, taken);
  const keywords = t.keywords.slice(0, Math.min(t.keywords.length, rng.int(3, 6)));
  const recent = recentReferences(rng, t, context, target, slot.referencesBefore ?? slot.onlineOn);
  const plan: BodyPlan = { t, context, target, institution, recent: { count: recent.length, sentence: recent.length ? rng.pick(RECENT) : null } };
  const references = [...t.references.map((r) => ({ text: referenceText(r), ...(r.doi ? { doi: r.doi } : {}) })), ...recent];
  const acceptedOn = addDays(slot.onlineOn, -rng.int(3, 20));
  // A corrected second version, for one protocol in ten, on a day that has come (the demo journal is as of `today`).
  const correctedOn = slot.publishedOn && rng.chance(0.1) ? addDays(slot.publishedOn, rng.int(30, 200)) : null;
  const versions =
    slot.publishedOn && correctedOn && correctedOn <= state.today
      ? [
          { version: 1, publishedOn: slot.publishedOn, noteEn: "First published.", noteCn: "首次发表。" },
          {
            version: 2,
            publishedOn: correctedOn,
            noteEn: "Corrected reagent concentrations in Recipes and clarified step timing.",
            noteCn: "更正了试剂配方中的浓度，并明确了步骤时间。",
          },
        ]
      : [];
  return {
    id: slot.id,
    kind: slot.kind,
    status: slot.status,
    doi: protocolDoi(slot.kind, slot.id),
    elocation: `e${slot.id}`,
    titleEn: choice.titleEn,
    titleCn: choice.titleCn,
    abstractEn: abstract.en,
    abstractCn: abstract.cn,
    keywordsEn: keywords.map((k) => plainText(k.en)),
    keywordsCn: keywords.map((k) => plainText(k.cn)),
    receivedOn: addDays(acceptedOn, -rng.int(40, 160)),
    acceptedOn,
    onlineOn: slot.onlineOn,
    publishedOn: slot.publishedOn,
    issueId: slot.issueId,
    journalVersionId: null,
    videoId: null,
    authors,
    categoryIds: [...t.categoryIds],
    organisms: [context.organism],
    reviewers:
      slot.kind === "bp" && rng.chance(0.4)
        ? Array.from({ length: 2 }, () => {
            const who = generatePerson(rng, taken);
            return { nameEn: who.nameEn, nameCn: who.nameCn, affiliation: affiliationAt(rng, pickInstitution(rng, categoryId), categoryId) };
          })
        : [],
    versions,
    body: { ...buildBody(plan, "en"), references },
    bodyCn: { ...buildBody(plan, "cn"), references },
  };
}
