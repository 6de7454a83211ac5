import type { Block, Inline, ProtocolBody, Step } from "../body";

/**
 * The Bioschemas profile the JSON-LD claims (ADR 0094): LabProtocol 0.6-DRAFT-2020_12_08, whose minimum
 * properties are headline, keywords, protocolPurpose, bioSampleUsed, labEquipmentUsed and reagentUsed.
 */
export const LAB_PROTOCOL_PROFILE = "https://bioschemas.org/profiles/LabProtocol/0.6-DRAFT-2020_12_08";

export interface LabProtocolFacts {
  headline: string;
  keywords: string[];
  /** The abstract in the page's language: what the protocol is for. */
  purpose: string;
  /** Organism names in the page's language. */
  organisms: string[];
  /** The body the reader may read; null for visitors (full text is for signed-in readers: SPEC §1, §6). */
  body: ProtocolBody | null;
}

const plain = (runs: Inline[]) =>
  runs
    .map((r) => (r.t === "cite" ? "" : r.v))
    .join("")
    .replace(/\s+/g, " ")
    .trim();

function howToStep(s: Step, position: number): Record<string, unknown> {
  return {
    "@type": "HowToStep",
    position,
    text: [plain(s.content), ...(s.notes ?? []).map(plain)].filter(Boolean).join(" "),
    ...(s.substeps?.length ? { itemListElement: s.substeps.map((x, i) => howToStep(x, i + 1)) } : {}),
  };
}

function procedureSteps(blocks: Block[]): Record<string, unknown>[] {
  const steps: Record<string, unknown>[] = [];
  let section: { "@type": string; name: string; itemListElement: Record<string, unknown>[] } | null = null;
  let position = 0;
  for (const b of blocks) {
    if (b.type === "heading") {
      section = { "@type": "HowToSection", name: b.text, itemListElement: [] };
      steps.push(section);
    } else if (b.type === "steps") {
      const items = b.items.map((s) => howToStep(s, ++position));
      if (section) section.itemListElement.push(...items);
      else steps.push(...items);
    }
  }
  return steps;
}

/**
 * The LabProtocol part of a protocol's JSON-LD, or null when the reader may not read the body (visitors,
 * crawlers): the reagents, equipment and steps are full text. The profile is claimed (`dct:conformsTo`) only
 * when every minimum property has a value from the protocol itself; nothing is made up to fill one.
 */
export function buildLabProtocolLd(facts: LabProtocolFacts): { types: string[]; properties: Record<string, unknown> } | null {
  const { body } = facts;
  if (!body) return null;
  const blocksOf = (kind: string): Block[] => body.sections.filter((s) => s.kind === kind).flatMap((s) => s.blocks);
  const items = (kind: string) => blocksOf(kind).flatMap((b) => (b.type === "materials" ? b.items : []));
  const detail = (m: { supplier: string; catalog: string }) => [m.supplier, m.catalog].filter(Boolean).join(", ");

  const reagentUsed = items("materials").map((m) => ({ "@type": "BioChemEntity", name: m.name, ...(detail(m) ? { description: detail(m) } : {}) }));
  const labEquipmentUsed = items("equipment").map((m) => (detail(m) ? `${m.name} (${detail(m)})` : m.name));
  const bioSampleUsed = facts.organisms.map((name) => ({ "@type": "Taxon", name }));
  const step = procedureSteps(blocksOf("procedure"));
  const complete = [facts.headline, facts.purpose].every((v) => v.trim() !== "") && [facts.keywords, bioSampleUsed, labEquipmentUsed, reagentUsed].every((l) => l.length > 0);

  return {
    types: ["LabProtocol"],
    properties: {
      ...(complete ? { "http://purl.org/dc/terms/conformsTo": { "@id": LAB_PROTOCOL_PROFILE, "@type": "CreativeWork" } } : {}),
      ...(facts.purpose ? { protocolPurpose: facts.purpose } : {}),
      ...(bioSampleUsed.length ? { bioSampleUsed } : {}),
      ...(reagentUsed.length ? { reagentUsed } : {}),
      ...(labEquipmentUsed.length ? { labEquipmentUsed } : {}),
      ...(step.length ? { step } : {}),
    },
  };
}
