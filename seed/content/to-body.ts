import { protocolBodySchema, SECTION_KINDS, type Block, type ProtocolBody, type Step } from "@core/protocols/body";
import { rich } from "./markup";
import { checkTranslation } from "./check-translation";
import { AUTHORED_TRANSLATIONS } from "./protocols-cn";
import type { AuthoredBlock, AuthoredProtocol, AuthoredStep } from "./types";

/**
 * Every demo figure (public/figures and its Chinese renditions) is drawn on an 800 × 450 canvas: its size goes with
 * the block, so the page reserves the figure's box before the image loads (issue 16 §3, no layout shift).
 */
export const DEMO_FIGURE_SIZE = { width: 800, height: 450 } as const;

function toStep(s: AuthoredStep): Step {
  return {
    content: rich(s.text),
    ...(s.substeps ? { substeps: s.substeps.map(toStep) } : {}),
    ...(s.notes ? { notes: s.notes.map(rich) } : {}),
  };
}

function toBlock(b: AuthoredBlock): Block {
  if ("heading" in b) return { type: "heading", text: b.heading };
  if ("p" in b) return { type: "paragraph", content: rich(b.p) };
  if ("note" in b) return { type: "note", content: rich(b.note) };
  if ("steps" in b) return { type: "steps", items: b.steps.map(toStep) };
  if ("list" in b) return { type: "list", ordered: b.ordered ?? false, items: b.list.map(rich) };
  if ("materials" in b) return { type: "materials", items: b.materials };
  if ("table" in b) return { type: "table", caption: rich(b.table.caption), head: b.table.head, rows: b.table.rows };
  if ("figure" in b) return { type: "figure", src: b.figure.src, alt: b.figure.alt, caption: rich(b.figure.caption), ...DEMO_FIGURE_SIZE };
  return { type: "equation", tex: b.equation.tex, text: b.equation.text };
}

/**
 * Turns a hand-written protocol into a validated ProtocolBody: every section kind present, every
 * citation pointing at a reference.
 */
export function authoredToBody(p: AuthoredProtocol, sections: AuthoredProtocol["sections"] = p.sections): ProtocolBody {
  const body = protocolBodySchema.parse({
    sections: sections.map((s) => ({ kind: s.kind, blocks: s.blocks.map(toBlock) })),
    references: p.references,
  });
  const kinds = new Set(body.sections.map((s) => s.kind));
  const missing = SECTION_KINDS.filter((k) => !kinds.has(k));
  if (missing.length) throw new Error(`${p.slug}: missing sections ${missing.join(", ")}`);
  const refs = JSON.stringify(body).matchAll(/"t":"cite","ref":(\d+)/g);
  for (const [, n] of refs) {
    if (Number(n) > body.references.length) throw new Error(`${p.slug}: citation [${n}] has no reference`);
  }
  return body;
}

/** The Chinese full text of a hand-written protocol, checked against the English one; null when it has none. */
export function translatedBody(p: AuthoredProtocol): ProtocolBody | null {
  const translation = AUTHORED_TRANSLATIONS.get(p.slug);
  if (!translation) return null;
  checkTranslation(p, translation);
  return authoredToBody(p, translation.sections);
}
