import { z } from "zod";

/**
 * A protocol body is a structured document, never raw HTML: the site renders it with
 * its own components, so nothing an author writes can inject markup.
 */

export const SECTION_KINDS = [
  "background",
  "materials",
  "equipment",
  "software",
  "procedure",
  "data_analysis",
  "validation",
  "notes",
  "recipes",
  "acknowledgments",
  "competing_interests",
  "ethics",
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export const INLINE_MARKS = ["b", "i", "sup", "sub", "code"] as const;

export const inlineSchema = z.discriminatedUnion("t", [
  z.object({ t: z.literal("text"), v: z.string(), marks: z.array(z.enum(INLINE_MARKS)).optional() }),
  /** An in-text citation: `ref` is the 1-based number of an entry of `references`. */
  z.object({ t: z.literal("cite"), ref: z.number().int().positive() }),
  z.object({ t: z.literal("link"), v: z.string(), href: z.string().regex(/^(https?:\/\/|\/)/) }),
]);
export type Inline = z.infer<typeof inlineSchema>;
const rich = z.array(inlineSchema);

export interface Step {
  content: Inline[];
  substeps?: Step[];
  notes?: Inline[][];
}
export const stepSchema: z.ZodType<Step> = z.lazy(() =>
  z.object({
    content: rich,
    substeps: z.array(stepSchema).optional(),
    notes: z.array(rich).optional(),
  }),
);

export const blockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("heading"), text: z.string() }),
  z.object({ type: z.literal("paragraph"), content: rich }),
  /** `start`: the number of its first step when a figure interrupts a procedure (ADR 0105); 1 when absent. */
  z.object({ type: z.literal("steps"), items: z.array(stepSchema), start: z.number().int().positive().optional() }),
  z.object({ type: z.literal("list"), ordered: z.boolean(), items: z.array(rich) }),
  /** Reagents or equipment: rendered as a table with supplier and catalogue number. */
  z.object({
    type: z.literal("materials"),
    items: z.array(
      z.object({
        name: z.string(),
        supplier: z.string(),
        catalog: z.string(),
        note: z.string().optional(),
        /** Research Resource Identifier, "RRID:AB_2298772" (author guidelines ask for one wherever it exists). */
        rrid: z.string().optional(),
      }),
    ),
  }),
  z.object({
    type: z.literal("table"),
    caption: rich,
    head: z.array(z.string()),
    rows: z.array(z.array(z.string())),
  }),
  /**
   * `src` alone: an image shown as it is (seed, JATS import). An uploaded figure (ADR 0105) adds its WebP
   * renditions (`srcset`), its AVIF ones (`srcsetAvif`, figures uploaded since ADR 0133) and the size of the largest
   * (`width`, `height`), so the page reserves its box.
   */
  z.object({
    type: z.literal("figure"),
    src: z.string(),
    alt: z.string(),
    caption: rich,
    srcset: z.string().optional(),
    srcsetAvif: z.string().optional(),
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
  }),
  z.object({ type: z.literal("video"), src: z.string(), poster: z.string().optional(), caption: rich }),
  /**
   * An equation in TeX, with a plain-text reading for screen readers and search. `mathml`: the source's
   * MathML (a JATS import keeps it for exports; the page typesets the TeX derived from it).
   */
  z.object({ type: z.literal("equation"), tex: z.string(), text: z.string(), mathml: z.string().optional() }),
  z.object({ type: z.literal("note"), content: rich }),
]);
export type Block = z.infer<typeof blockSchema>;

export const sectionSchema = z.object({
  kind: z.enum(SECTION_KINDS),
  blocks: z.array(blockSchema),
});
export type Section = z.infer<typeof sectionSchema>;

export const referenceSchema = z.object({
  text: z.string().min(1),
  doi: z.string().optional(),
});
export type Reference = z.infer<typeof referenceSchema>;

export const protocolBodySchema = z.object({
  sections: z.array(sectionSchema),
  references: z.array(referenceSchema),
});
export type ProtocolBody = z.infer<typeof protocolBodySchema>;

/** Plain text of a body, for the search index and for snippets. */
export function bodyToPlainText(body: ProtocolBody): string {
  const out: string[] = [];
  const inline = (xs: Inline[]) => xs.map((x) => (x.t === "cite" ? "" : x.v)).join("");
  const step = (s: Step) => {
    out.push(inline(s.content));
    s.notes?.forEach((n) => out.push(inline(n)));
    s.substeps?.forEach(step);
  };
  for (const section of body.sections) {
    for (const b of section.blocks) {
      switch (b.type) {
        case "heading":
        case "equation":
          out.push(b.text);
          break;
        case "paragraph":
        case "note":
          out.push(inline(b.content));
          break;
        case "steps":
          b.items.forEach(step);
          break;
        case "list":
          b.items.forEach((i) => out.push(inline(i)));
          break;
        case "materials":
          b.items.forEach((i) => out.push([i.name, i.supplier, i.catalog, i.rrid].filter(Boolean).join(" ")));
          break;
        case "table":
          out.push(inline(b.caption), b.head.join(" "), ...b.rows.map((r) => r.join(" ")));
          break;
        case "figure":
        case "video":
          out.push(inline(b.caption));
          break;
      }
    }
  }
  return out.filter(Boolean).join("\n");
}
