import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type PDFKitDocument from "pdfkit";
import type { Block, Inline, ProtocolBody, SectionKind, Step } from "../body";
import type { ProtocolDetail } from "../protocol-detail";
import type { ExportLabels } from "./export-labels";
import { drawSvgFigure, type SvgFigureFonts } from "./draw-svg-figure";
import { findPdfFonts } from "./find-pdf-fonts";
import { fontRuns, glyphCheckOf, HAN, type GlyphCheck } from "./pdf-font-runs";
import { languageTag } from "../../locale/language-tag";
import { toUnicodeScript } from "./unicode-scripts";

export interface ProtocolPdfInput {
  protocol: ProtocolDetail;
  body: ProtocolBody | null;
  labels: ExportLabels;
  /** Chinese title and abstract first (only when a Chinese font is available: see `pdfSupportsChinese`). */
  chinese: boolean;
  /** "Open Protocols in Life Science · Vol 10, Iss 24 · e6313", already in the page's language. */
  sourceLine: string;
  /** Formatted dates, already in the page's language: received, accepted, online, published. */
  dates: { label: string; value: string }[];
  citation: string;
  url: string;
  /** A figure as the PDF draws it, or null when it cannot be read. */
  loadFigure: (src: string) => Promise<PdfFigure | null>;
}

/** A figure to draw: an SVG's text (drawn as vectors, its labels as text), or a JPEG or PNG embedded as it is. */
export type PdfFigure = { kind: "svg"; svg: string } | { kind: "image"; bytes: Buffer };

const SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹";
const MARGIN = 56;
/** The box a figure is fitted into, below the text before it, in points (its width is the text's). */
const FIGURE_HEIGHT = 280;
const INK = "#1d2329";
const SOFT = "#55606b";
const BRAND = "#0b5f7a";

type Face = "regular" | "bold" | "italic";

/**
 * Part of every stored PDF's key (obtain-protocol-pdf.ts): raise it when a change here (or to the figures
 * or fonts) alters the output, so that stored PDFs are rendered again.
 */
export const PDF_RENDERER_VERSION = 4;

/** Whether this machine has a font for Chinese text in PDFs. */
export function pdfSupportsChinese(): boolean {
  return findPdfFonts().cjk !== null;
}

const fontFiles = new Map<string, Buffer>();
const glyphChecks = new Map<string, GlyphCheck>();

/**
 * A font file's bytes, read once by a render process and shared by its documents. Given a path, PDFKit reads the whole
 * file again for every document (7.3 MB here, 5.2 MB of it the Chinese font), left as garbage (ADR 0135).
 */
function fontBytes(file: string): Buffer {
  let bytes = fontFiles.get(file);
  if (!bytes) {
    bytes = readFileSync(file);
    fontFiles.set(file, bytes);
  }
  return bytes;
}

/** Which characters the Chinese font has, read once per render process. */
function glyphCheck(file: string, family: string | undefined): GlyphCheck {
  let check = glyphChecks.get(file);
  if (!check) {
    check = glyphCheckOf(fontBytes(file), family);
    glyphChecks.set(file, check);
  }
  return check;
}

function superscript(n: number): string {
  return String(n)
    .split("")
    .map((d) => SUPERSCRIPT_DIGITS[Number(d)])
    .join("");
}

/**
 * The protocol as a PDF: title large on the first page, authors and affiliations below it, the abstract,
 * how to cite, the full text and, at the end, the references. Fonts are the system's (Chinese only when
 * one is installed); SVG figures are drawn as vectors, others embedded as images.
 */
export async function renderProtocolPdf(input: ProtocolPdfInput): Promise<Buffer> {
  const { protocol: p, body, labels } = input;
  const fonts = findPdfFonts();
  // Required here, not imported: PDFKit and its fonts' code (~9 MB) stay out of a process that renders no PDF (ADR 0147).
  const PDFDocument = createRequire(import.meta.url)("pdfkit") as typeof PDFKitDocument;
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN + 10, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: input.chinese && p.titleCn ? p.titleCn : p.titleEn,
      Author: p.authors.map((a) => a.nameEn).join(", "),
      Subject: input.sourceLine,
      Keywords: p.keywordsEn.join(", "),
    },
    lang: languageTag(input.chinese ? "cn" : "en"),
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const regular = fonts.regular ? fontBytes(fonts.regular) : null;
  doc.registerFont("regular", regular ?? "Helvetica");
  doc.registerFont("bold", fonts.bold ? fontBytes(fonts.bold) : (regular ?? "Helvetica-Bold"));
  doc.registerFont("italic", fonts.italic ? fontBytes(fonts.italic) : (regular ?? "Helvetica-Oblique"));
  // Registered only: PDFKit embeds a font (the glyphs used) once something is drawn with it.
  if (fonts.figure.regular) doc.registerFont("figure", fontBytes(fonts.figure.regular));
  if (fonts.figure.bold) doc.registerFont("figure-bold", fontBytes(fonts.figure.bold));
  if (fonts.cjk) doc.registerFont("cjk", fontBytes(fonts.cjk.path), fonts.cjk.family);

  const fontFor = (face: Face, text: string) => (fonts.cjk && HAN.test(text) ? "cjk" : face);
  const width = () => doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const ensureSpace = (h: number) => {
    if (doc.y + h > bottom()) doc.addPage();
  };
  const cjkHas = fonts.cjk ? glyphCheck(fonts.cjk.path, fonts.cjk.family) : null;
  const svgFonts: SvgFigureFonts = {
    latin: (bold, italic) => (italic ? "italic" : bold ? (fonts.figure.bold ? "figure-bold" : "bold") : fonts.figure.regular ? "figure" : "regular"),
    cjk: cjkHas ? { font: "cjk", has: cjkHas } : null,
  };
  /** Draws `s` in its face's font, the Chinese one for Chinese text but for the characters that font lacks. */
  const drawText = (s: string, face: Face, size: number, color: string, options: PDFKit.Mixins.TextOptions, at?: { x: number; y: number }) => {
    const runs = fontRuns(s, fontFor(face, s), "cjk", face, cjkHas);
    runs.forEach((run, i) => {
      const runOptions = { ...options, continued: i < runs.length - 1 || options.continued };
      doc.font(run.font).fontSize(size).fillColor(color);
      if (i === 0 && at) doc.text(run.s, at.x, at.y, runOptions);
      else doc.text(run.s, runOptions);
    });
  };
  const text = (s: string, face: Face, size: number, options: PDFKit.Mixins.TextOptions = {}, color = INK) =>
    drawText(s, face, size, color, options);

  /** Runs of text with marks, citations as [n], links with their address. */
  const rich = (runs: Inline[], size: number, options: PDFKit.Mixins.TextOptions = {}, baseFace: Face = "regular") => {
    const parts = runs
      .map((r) => {
        if (r.t === "cite") return { s: `[${r.ref}]`, face: baseFace, color: BRAND };
        if (r.t === "link") return { s: r.v, face: baseFace, color: BRAND, link: r.href };
        const face: Face = r.marks?.includes("b") ? "bold" : r.marks?.includes("i") ? "italic" : baseFace;
        // Raised and lowered text as its Unicode characters where they exist (10⁶, not 106); else as it is.
        const script = r.marks?.includes("sup") ? "sup" : r.marks?.includes("sub") ? "sub" : null;
        return { s: (script && toUnicodeScript(r.v, script)) ?? r.v, face, color: INK };
      })
      .filter((x) => x.s.length > 0);
    if (parts.length === 0) return;
    parts.forEach((part, i) => {
      drawText(part.s, part.face, size, part.color, { ...options, continued: i < parts.length - 1, link: "link" in part ? part.link : undefined });
    });
  };

  /** A label that continues into the text after it (a step number, "Note:", "Figure 1."), in a font that has its script. */
  const lead = drawText;

  const indented = (indent: number, draw: () => void) => {
    const x = doc.x;
    doc.x = doc.page.margins.left + indent;
    draw();
    doc.x = x;
  };

  const table = (head: string[], rows: string[][], caption: string | null) => {
    const cols = head.length || 1;
    const w = width() / cols;
    const pad = 4;
    const size = 8.5;
    if (caption) {
      ensureSpace(40);
      text(caption, "bold", 9, { width: width() });
      doc.moveDown(0.3);
    }
    const row = (cells: string[], face: Face) => {
      doc.fontSize(size);
      const heights = cells.map((c) => doc.font(fontFor(face, c)).heightOfString(c, { width: w - 2 * pad }));
      const h = Math.max(...heights, 10) + 2 * pad;
      ensureSpace(h);
      const y = doc.y;
      cells.forEach((c, i) => drawText(c, face, size, INK, { width: w - 2 * pad }, { x: doc.page.margins.left + i * w + pad, y: y + pad }));
      doc
        .moveTo(doc.page.margins.left, y + h)
        .lineTo(doc.page.margins.left + width(), y + h)
        .lineWidth(0.5)
        .strokeColor("#c4ccd3")
        .stroke();
      doc.x = doc.page.margins.left;
      doc.y = y + h;
    };
    row(head, "bold");
    rows.forEach((r) => row(r, "regular"));
    doc.moveDown(0.8);
  };

  let figureNo = 0;
  let tableNo = 0;
  let videoNo = 0;

  const step = (s: Step, label: string, indent: number) => {
    ensureSpace(24);
    indented(indent, () => {
      const w = width() - indent;
      lead(`${label} `, "bold", 10, INK, { continued: true, width: w });
      if (s.content.length) rich(s.content, 10, { width: w });
      else doc.text("", { width: w });
      for (const n of s.notes ?? []) {
        doc.moveDown(0.2);
        lead(`${labels.note}${labels.colon}`, "italic", 9, SOFT, { continued: true, width: w });
        rich(n, 9, { width: w }, "italic");
      }
    });
    doc.moveDown(0.3);
    (s.substeps ?? []).forEach((sub, i) => step(sub, `${String.fromCharCode(97 + (i % 26))}.`, indent + 18));
  };

  const block = async (b: Block, kind: SectionKind) => {
    switch (b.type) {
      case "heading":
        ensureSpace(40);
        doc.moveDown(0.4);
        text(b.text, "bold", 11.5, { width: width() });
        doc.moveDown(0.3);
        return;
      case "paragraph":
        rich(b.content, 10, { width: width(), align: "left", lineGap: 1.5 });
        doc.moveDown(0.6);
        return;
      case "note":
        lead(`${labels.note}${labels.colon}`, "italic", 9.5, SOFT, { continued: true, width: width() });
        rich(b.content, 9.5, { width: width() }, "italic");
        doc.moveDown(0.6);
        return;
      case "steps":
        b.items.forEach((s, i) => step(s, `${(b.start ?? 1) + i}.`, 0));
        doc.moveDown(0.4);
        return;
      case "list":
        b.items.forEach((item, i) => {
          ensureSpace(20);
          indented(6, () => {
            lead(b.ordered ? `${i + 1}. ` : "• ", "regular", 10, INK, { continued: true, width: width() - 6 });
            rich(item, 10, { width: width() - 6 });
          });
          doc.moveDown(0.2);
        });
        doc.moveDown(0.4);
        return;
      case "materials":
        table(
          [...labels.materialsHead[kind]],
          b.items.map((m) => [[m.name, m.note ? `(${m.note})` : "", m.rrid ?? ""].filter(Boolean).join(" "), m.supplier, m.catalog]),
          null,
        );
        return;
      case "table":
        tableNo++;
        table(b.head, b.rows, `${labels.table} ${tableNo}. ${plain(b.caption)}`);
        return;
      case "figure": {
        figureNo++;
        const figure = await input.loadFigure(b.src);
        if (figure) {
          ensureSpace(FIGURE_HEIGHT + 20);
          const top = doc.y;
          const left = doc.page.margins.left;
          if (figure.kind === "image") doc.image(figure.bytes, left, top, { fit: [width(), FIGURE_HEIGHT], align: "center" });
          else drawSvgFigure(doc, figure.svg, { x: left, y: top, width: width(), height: FIGURE_HEIGHT }, svgFonts);
          doc.y = top + FIGURE_HEIGHT + 5;
          doc.x = left;
        } else {
          ensureSpace(30);
        }
        lead(`${labels.figure} ${figureNo}. `, "bold", 9, INK, { continued: true, width: width() });
        rich(b.caption, 9, { width: width() });
        doc.moveDown(0.8);
        return;
      }
      case "video":
        videoNo++;
        lead(`${labels.video} ${videoNo}. `, "bold", 9, INK, { continued: true, width: width() });
        rich([...b.caption, { t: "text", v: " " }, { t: "link", v: absolute(input.url, b.src), href: absolute(input.url, b.src) }], 9, { width: width() });
        doc.moveDown(0.8);
        return;
      case "equation":
        ensureSpace(30);
        text(b.text, "italic", 10, { width: width(), align: "center" });
        doc.moveDown(0.6);
        return;
    }
  };

  // Page 1: source, title, authors, affiliations.
  text(input.sourceLine, "regular", 8.5, { width: width() }, BRAND);
  doc.moveDown(1.2);
  if (input.chinese && p.titleCn) {
    text(p.titleCn, "bold", 20, { width: width(), lineGap: 3 });
    doc.moveDown(0.3);
    text(p.titleEn, "regular", 12, { width: width() }, SOFT);
  } else {
    text(p.titleEn, "bold", 20, { width: width(), lineGap: 3 });
  }
  doc.moveDown(0.8);
  const affiliations = [...new Set(p.authors.flatMap((a) => a.affiliations))];
  const authorLine = p.authors
    .map((a) => {
      const name = input.chinese && a.nameCn ? a.nameCn : a.nameEn;
      const marks = a.affiliations.map((x) => superscript(affiliations.indexOf(x) + 1)).join(",");
      return `${name}${marks}${a.corresponding ? "*" : ""}`;
    })
    .join(", ");
  text(authorLine, "regular", 11.5, { width: width() });
  doc.moveDown(0.5);
  affiliations.forEach((a, i) => text(`${i + 1} ${a}`, "regular", 8.5, { width: width() }, SOFT));
  const corresponding = p.authors.filter((a) => a.corresponding && a.email);
  if (corresponding.length) {
    text(`*${labels.correspondingAuthor}${labels.colon}${corresponding.map((a) => a.email).join(", ")}`, "regular", 8.5, { width: width() }, SOFT);
  }
  doc.moveDown(0.6);
  text(input.dates.map((d) => `${d.label}: ${d.value}`).join("    "), "regular", 8.5, { width: width() }, SOFT);
  if (p.doi) text(`DOI: https://doi.org/${p.doi}`, "regular", 8.5, { width: width(), link: `https://doi.org/${p.doi}` }, BRAND);
  doc.moveDown(1);

  // Abstract and keywords.
  text(labels.abstract, "bold", 13, { width: width() });
  doc.moveDown(0.3);
  const abstract = input.chinese && p.abstractCn ? p.abstractCn : p.abstractEn;
  text(abstract, "regular", 10, { width: width(), lineGap: 1.5 });
  doc.moveDown(0.5);
  const keywords = input.chinese && p.keywordsCn.length ? p.keywordsCn : p.keywordsEn;
  if (keywords.length) {
    lead(`${labels.keywords}${labels.colon}`, "bold", 9.5, INK, { continued: true, width: width() });
    text(keywords.join(input.chinese ? "；" : "; "), "regular", 9.5, { width: width() });
  }
  doc.moveDown(0.8);
  text(labels.howToCite, "bold", 10, { width: width() });
  text(input.citation, "regular", 9, { width: width() }, SOFT);
  doc.moveDown(0.3);
  text(labels.licence, "regular", 8.5, { width: width() }, SOFT);
  doc.moveDown(1);

  // Full text.
  for (const section of body?.sections ?? []) {
    ensureSpace(60);
    text(labels.sections[section.kind], "bold", 13, { width: width() }, BRAND);
    doc.moveDown(0.4);
    for (const b of section.blocks) await block(b, section.kind);
    doc.moveDown(0.4);
  }

  // References at the end.
  if (body?.references.length) {
    ensureSpace(60);
    text(labels.references, "bold", 13, { width: width() }, BRAND);
    doc.moveDown(0.4);
    body.references.forEach((r, i) => {
      ensureSpace(24);
      text(`${i + 1}. ${r.text}${r.doi ? ` https://doi.org/${r.doi}` : ""}`, "regular", 9, { width: width() });
      doc.moveDown(0.3);
    });
  }

  // Running footer on every page.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN + 8;
    const footer = `${input.sourceLine}    ${labels.page} ${i + 1}/${range.count}`;
    doc.page.margins.bottom = 0;
    doc.font(fontFor("regular", footer)).fontSize(7.5).fillColor(SOFT).text(footer, MARGIN, y, { width: doc.page.width - 2 * MARGIN, align: "center", lineBreak: false });
    doc.page.margins.bottom = MARGIN + 10;
  }
  doc.end();
  return done;
}

function plain(runs: Inline[]): string {
  return runs.map((r) => (r.t === "cite" ? `[${r.ref}]` : r.v)).join("");
}

function absolute(pageUrl: string, src: string): string {
  return /^https?:\/\//.test(src) ? src : new URL(src, pageUrl).toString();
}
