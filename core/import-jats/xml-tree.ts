import { createRequire } from "node:module";
import type * as FastXmlParser from "fast-xml-parser";
import { JatsImportError } from "./jats-import-error";

/**
 * A JATS file as a small element tree (mixed content kept in order), parsed with fast-xml-parser (ADR 0092).
 * The importer only walks it; nothing here knows JATS.
 */
export interface XElement {
  name: string;
  attrs: Record<string, string>;
  children: XNode[];
}
export type XNode = XElement | { text: string };

export const isElement = (n: XNode): n is XElement => "name" in n;

type RawNode = Record<string, unknown>;

/** Required with the first file, not when the site starts: only editors' JATS imports parse XML (ADR 0147). */
const xmlLibrary = () => createRequire(import.meta.url)("fast-xml-parser") as typeof FastXmlParser;
let parser: FastXmlParser.XMLParser | null = null;
const PARSER_OPTIONS: FastXmlParser.X2jOptions = {
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  // JATS files use the HTML-style named entities the DTDs define (&nbsp;, &ndash; …).
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  commentPropName: false,
};

function convert(raw: RawNode): XNode | null {
  for (const key of Object.keys(raw)) {
    if (key === ":@") continue;
    if (key === "#text") return { text: String(raw[key]) };
    if (key.startsWith("?") || key.startsWith("!")) return null;
    const attrs: Record<string, string> = {};
    for (const [k, v] of Object.entries((raw[":@"] as Record<string, unknown> | undefined) ?? {})) attrs[k] = String(v);
    const kids = (raw[key] as RawNode[] | undefined) ?? [];
    return { name: key, attrs, children: kids.map(convert).filter((n): n is XNode => n !== null) };
  }
  return null;
}

/** The root element of an XML document; a JatsImportError naming the line when it is not well-formed. */
export function parseXml(xml: string): XElement {
  const { XMLParser, XMLValidator } = xmlLibrary();
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new JatsImportError(`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  parser ??= new XMLParser(PARSER_OPTIONS);
  const nodes = (parser.parse(xml) as RawNode[]).map(convert).filter((n): n is XNode => n !== null);
  const root = nodes.find(isElement);
  if (!root) throw new JatsImportError("no root element");
  return root;
}

/** The local name: "mml:math" → "math". */
export const localName = (name: string) => name.slice(name.indexOf(":") + 1);

export function childElements(el: XElement, name?: string): XElement[] {
  return el.children.filter((c): c is XElement => isElement(c) && (name === undefined || c.name === name));
}

export function child(el: XElement | undefined, name: string): XElement | undefined {
  return el ? childElements(el, name)[0] : undefined;
}

/** Follows a path of child names ("title-group/article-title"). */
export function at(el: XElement | undefined, path: string): XElement | undefined {
  return path.split("/").reduce<XElement | undefined>((cur, name) => child(cur, name), el);
}

/** Every descendant element with this name, in document order. */
export function descendants(el: XElement, name: string): XElement[] {
  const out: XElement[] = [];
  const walk = (e: XElement) => {
    for (const c of childElements(e)) {
      if (c.name === name || localName(c.name) === name) out.push(c);
      walk(c);
    }
  };
  walk(el);
  return out;
}

/** The raw text of an element and its descendants. */
export function rawText(node: XNode | undefined): string {
  if (!node) return "";
  return isElement(node) ? node.children.map(rawText).join("") : node.text;
}

/** Text with runs of white space folded to one space, trimmed. */
export function textOf(node: XNode | undefined): string {
  return rawText(node).replace(/\s+/g, " ").trim();
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** An element back to XML (used to keep MathML as it was). */
export function serialize(node: XNode): string {
  if (!isElement(node)) return escapeXml(node.text);
  const attrs = Object.entries(node.attrs)
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join("");
  const inner = node.children.map(serialize).join("");
  return inner ? `<${node.name}${attrs}>${inner}</${node.name}>` : `<${node.name}${attrs}/>`;
}
