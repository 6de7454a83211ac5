import { SECTION_KINDS, type Block, type Section, type SectionKind } from "../protocols/body";
import { convertBlock, type BlockContext } from "./convert-jats-blocks";
import { convertInline } from "./convert-jats-inline";
import { child, childElements, textOf, type XElement } from "./xml-tree";

/** sec-type values of JATS and of the JATS4R recommendations. */
const BY_SEC_TYPE: [RegExp, SectionKind][] = [
  [/^(intro|introduction|background)$/i, "background"],
  [/methods|procedure|protocol/i, "procedure"],
  [/^materials$/i, "materials"],
  [/^results$/i, "validation"],
  [/^(discussion|conclusions?|supplementary-material|data-availability)$/i, "notes"],
  [/^ethics-statement$/i, "ethics"],
  [/^(acknowledg(e)?ments?)$/i, "acknowledgments"],
  [/^(COI-statement|conflict)$/i, "competing_interests"],
];

/** Section titles, checked in this order ("Materials and methods" is a procedure). */
const BY_TITLE: [RegExp, SectionKind][] = [
  [/introduction|background|overview/i, "background"],
  [/ethic/i, "ethics"],
  [/statistic|data analysis|analysis of (the )?data|quantification and analysis/i, "data_analysis"],
  [/method|procedure|protocol|experimental (design|section)|study design/i, "procedure"],
  [/equipment|instrument/i, "equipment"],
  [/software/i, "software"],
  [/materials|reagents|antibodies|chemicals/i, "materials"],
  [/recipe|buffers? and solutions|solutions/i, "recipes"],
  [/results?|validation/i, "validation"],
  [/acknowledg/i, "acknowledgments"],
  [/competing|conflicts? of interest|declaration of interest/i, "competing_interests"],
];

/** Source titles that say no more than the journal's own label of the section. */
const SAME_AS_LABEL: Partial<Record<SectionKind, string[]>> = {
  background: ["background"],
  procedure: ["procedure"],
  acknowledgments: ["acknowledgments", "acknowledgements", "acknowledgment", "acknowledgement"],
  competing_interests: ["competing interests"],
  ethics: ["ethics"],
};

/** Sub-sections of the methods that belong to a section of their own in a protocol. */
const MOVED_FROM_PROCEDURE = new Set<SectionKind>([
  "data_analysis",
  "ethics",
  "materials",
  "equipment",
  "software",
  "recipes",
]);

function kindOf(sec: XElement, fallback: SectionKind): SectionKind {
  const secType = sec.attrs["sec-type"] ?? "";
  const title = textOf(child(sec, "title"));
  return BY_TITLE.find(([re]) => re.test(title))?.[1] ?? BY_SEC_TYPE.find(([re]) => re.test(secType))?.[1] ?? fallback;
}

class SectionsBuilder {
  private readonly blocks = new Map<SectionKind, Block[]>();
  constructor(private readonly ctx: BlockContext) {}

  add(kind: SectionKind, blocks: Block[]): void {
    if (!blocks.length) return;
    const list = this.blocks.get(kind);
    if (list) list.push(...blocks);
    else this.blocks.set(kind, [...blocks]);
  }

  has(kind: SectionKind): boolean {
    return this.blocks.has(kind);
  }

  /** A section's content (title and nested sections flattened into headings). */
  content(sec: XElement, procedure: boolean, withTitle: boolean, route?: (sub: XElement) => boolean): Block[] {
    const out: Block[] = [];
    const title = textOf(child(sec, "title"));
    if (withTitle && title) out.push({ type: "heading", text: title });
    for (const el of childElements(sec)) {
      if (el.name === "title" || el.name === "label") continue;
      if (el.name === "sec") {
        if (route?.(el)) continue;
        out.push(...this.content(el, procedure, true, route));
      } else out.push(...convertBlock(el, this.ctx, procedure));
    }
    return out;
  }

  /** A top-level section; methods' statistics, ethics, materials … sub-sections go to their own sections. */
  addTopLevel(sec: XElement, fallback: SectionKind): void {
    const kind = kindOf(sec, fallback);
    // Keep the article's own title unless the journal's section label says the same.
    const title = textOf(child(sec, "title")).toLowerCase();
    const withTitle = this.has(kind) || !(SAME_AS_LABEL[kind] ?? []).includes(title);
    if (kind !== "procedure") {
      this.add(kind, this.content(sec, false, withTitle));
      return;
    }
    const route = (sub: XElement) => {
      const subKind = kindOf(sub, "procedure");
      if (!MOVED_FROM_PROCEDURE.has(subKind)) return false;
      this.add(subKind, this.content(sub, false, true));
      return true;
    };
    this.add("procedure", this.content(sec, true, withTitle, route));
  }

  sections(): Section[] {
    return SECTION_KINDS.filter((k) => this.blocks.has(k)).map((kind) => ({ kind, blocks: this.blocks.get(kind)! }));
  }
}

/** A body whose every part is a section typed with one of the journal's section kinds, as its JATS export writes. */
function inJournalSections(body: XElement): boolean {
  const parts = childElements(body);
  return (
    parts.length > 0 &&
    parts.every((el) => el.name === "sec" && (SECTION_KINDS as readonly string[]).includes(el.attrs["sec-type"] ?? ""))
  );
}

/**
 * The article's body and back matter as the journal's sections: introduction → background, methods →
 * procedure (numbered lists as steps), results → validation, discussion and the rest → notes,
 * acknowledgments, competing interests and ethics to their own sections (ADR 0092).
 */
export function convertJatsBody(article: XElement, ctx: BlockContext): Section[] {
  const b = new SectionsBuilder(ctx);
  const body = child(article, "body");
  if (body && inJournalSections(body)) {
    // The journal's own export (ADR 0097): each section is read back as the kind it was written from, its
    // title (the journal's label) dropped and its sub-sections left where they are, so an exported English
    // text and its Chinese translation come back with the same structure.
    for (const sec of childElements(body, "sec")) {
      const kind = sec.attrs["sec-type"] as SectionKind;
      b.add(kind, b.content(sec, kind === "procedure", false));
    }
  } else if (body) {
    let seenSection = false;
    for (const el of childElements(body)) {
      if (el.name === "sec") {
        b.addTopLevel(el, seenSection ? "notes" : "background");
        seenSection = true;
      } else b.add(seenSection ? "notes" : "background", convertBlock(el, ctx, false));
    }
  }
  const back = child(article, "back");
  for (const el of back ? childElements(back) : []) {
    if (el.name === "ack") b.add("acknowledgments", b.content(el, false, false));
    else if (el.name === "sec" || el.name === "app-group" || el.name === "app") b.addTopLevel(el, "notes");
    else if (el.name === "fn-group" || el.name === "notes") {
      for (const fn of [...childElements(el, "fn"), ...childElements(el, "sec")]) {
        const type = `${fn.attrs["fn-type"] ?? ""} ${el.attrs["content-type"] ?? ""}`;
        const kind: SectionKind | null = /conflict|COI|competing/i.test(type)
          ? "competing_interests"
          : /ethic/i.test(type)
            ? "ethics"
            : /financial-disclosure|funding|supported-by/i.test(type)
              ? "acknowledgments"
              : fn.name === "sec"
                ? kindOf(fn, "notes")
                : null;
        if (!kind) continue;
        const blocks = childElements(fn, "p").map((p): Block => ({
          type: "paragraph",
          content: convertInline(p.children, ctx),
        }));
        b.add(
          kind,
          blocks.filter((x) => x.type !== "paragraph" || x.content.length),
        );
      }
    }
  }
  return b.sections();
}
