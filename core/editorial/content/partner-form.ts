import { NAME_MAX_CHARS, pairFields, requiredPair, webLinkField } from "./content-fields";
import type { ContentKindSpec } from "./content-kind";

/**
 * Collaborating journals and sponsors (ADR 0112): the same shape in two tables — name in both languages, a link to
 * the website (optional: a sponsor without one links to its entry on the sponsors page) and a logo, never cropped;
 * a logo with transparency keeps it (a PNG stays a PNG, ADR 0105). The home page shows them in the editors' order.
 */
function partnerSpec(kind: "journals" | "sponsors"): ContentKindSpec {
  return {
    kind,
    table: kind === "journals" ? "collaborating_journals" : "sponsors",
    entity: kind === "journals" ? "collaborating_journal" : "sponsor",
    details: { ...requiredPair("name", NAME_MAX_CHARS, "orgName"), url: webLinkField("url") },
    fields: [...pairFields("name", { required: true, labels: "orgName" }), { name: "url", type: "url", hint: "url" }],
    label: ["name_en", "name_cn"],
    order: { manual: true, group: () => "" },
    // Shown 48–80 px high, up to 240 px wide: 240 and 480 px (2×) wide renditions.
    image: { column: "logo_url", widths: [240, 480] },
    longTexts: [],
  };
}

export const JOURNAL_SPEC = partnerSpec("journals");
export const SPONSOR_SPEC = partnerSpec("sponsors");
