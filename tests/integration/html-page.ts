/**
 * Reading a server-rendered page without a browser, for the HTTP-level tests that were browser specs (ADR 0009):
 * the few things those specs asked of the DOM — an element's text as a reader sees it, its attributes, the links
 * in a region, the single level-1 heading — read with cheerio from the HTML the server sent.
 */
import { load, type AnyNode, type Cheerio, type Element } from "cheerio";

/** A desktop Chrome's User-Agent: the requests of these tests stand for a reader's browser (not a crawler). */
export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36";

/** A page's HTML, or elements already found in it. */
export type Html = string | Cheerio<AnyNode>;

/** A page parsed once, to ask several things of it. */
export const parse = (html: string): Cheerio<AnyNode> => load(html).root();
const scope = (html: Html): Cheerio<AnyNode> => (typeof html === "string" ? parse(html) : html);
const collapse = (s: string) => s.replace(/\s+/g, " ").trim();

/** Every element matching a CSS selector, the given elements themselves included, in document order. */
export function elements(html: Html, selector: string): Cheerio<Element>[] {
  const within = scope(html);
  const found = within.filter(selector).add(within.find(selector));
  return found.toArray().map((_, i) => found.eq(i));
}

/** Every element whose class list holds `className` (a CSS `.className`). */
export const byClass = (html: Html, className: string) => elements(html, `.${className}`);

/** An attribute of an element, or null. */
export const attribute = (element: Cheerio<Element>, name: string): string | null => element.attr(name) ?? null;

/** Elements whose contents are never rendered as text (noscript: scripting is on). */
const UNRENDERED = new Set(["script", "style", "template", "noscript", "textarea"]);
/** Elements innerText separates from their neighbours with a line break. */
const BLOCK = new Set([
  "address", "article", "aside", "blockquote", "dd", "details", "div", "dl", "dt", "figcaption", "figure", "footer", "form",
  "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p", "pre", "section", "summary", "table",
  "tbody", "thead", "tfoot", "tr", "td", "th", "ul", "caption", "fieldset", "legend", "menu",
]);

/** A node's rendered text, "\n" around blocks; with `altText`, an image stands for its alt text. */
function rendered(node: AnyNode, altText: boolean): string {
  if (node.nodeType === 3) return node.data;
  if (!("children" in node)) return ""; // comments, doctype
  const el = "attribs" in node ? node : null; // null: the document
  if (el && (UNRENDERED.has(el.name) || el.attribs.hidden !== undefined)) return "";
  if (el?.name === "br") return "\n";
  if (el?.name === "img") return altText ? ` ${el.attribs.alt ?? ""} ` : "";
  let children = node.children;
  if (el?.name === "details" && el.attribs.open === undefined) {
    children = children.filter((c) => "name" in c && c.name === "summary").slice(0, 1);
  }
  const inner = children.map((c) => rendered(c, altText)).join("");
  return el && BLOCK.has(el.name) ? `\n${inner}\n` : inner;
}

/**
 * The text a reader sees, as innerText gives it without style sheets: none of script, style, template, noscript or
 * textarea, nothing inside a `hidden` element, only the summary of a closed `<details>`, a line break between blocks,
 * runs of whitespace collapsed.
 */
export function visibleText(html: Html): string {
  const text = scope(html).toArray().map((node) => rendered(node, false)).join("");
  return text.split("\n").map(collapse).filter(Boolean).join("\n");
}

/** The `href` of every `<a href>`, in document order. */
export const hrefs = (html: Html): string[] => elements(html, "a[href]").map((a) => a.attr("href")!);

/** The `<html lang>` of a page. */
export const htmlLang = (html: Html): string | null => elements(html, "html")[0]?.attr("lang") ?? null;

/** The document title, as `page.title()` gives it. */
export const title = (html: Html): string => collapse(scope(html).find("title").first().text());

/** The content of every `<meta name="...">` with that name. */
export const metaContents = (html: Html, name: string): string[] =>
  elements(html, `meta[name="${name}"]`).map((m) => m.attr("content") ?? "");

/** How many elements carry exactly this id. */
export const countId = (html: Html, id: string): number =>
  scope(html).find("[id]").filter((_, e) => e.attribs.id === id).length;

/** The accessible name of a link: its aria-label, else its text with the alt text of its images. */
export const linkName = (a: Cheerio<Element>): string =>
  collapse(a.attr("aria-label") ?? a.toArray().map((n) => rendered(n, true)).join(""));

/**
 * The links whose accessible name contains `name` (case-insensitive, as Playwright's getByRole("link", { name })
 * matches). Links inside hidden elements count too: stricter than getByRole, which would skip them.
 */
export function linksNamed(html: Html, name: string): Cheerio<Element>[] {
  return elements(html, "a[href]").filter((a) => linkName(a).toLowerCase().includes(name.toLowerCase()));
}
