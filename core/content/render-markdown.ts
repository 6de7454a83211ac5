import { Marked, Renderer, type Token, type Tokens } from "marked";
import { cjkMarkdown } from "./markdown-cjk";
import { createSlugger } from "./slugify";

/** One entry of a page's table of contents: a ## (level 2) or ### (level 3) heading. */
export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
}

export interface RenderOptions {
  /** Prefix for generated heading ids, so several fragments can share one page (e.g. "faq-12-"). */
  idPrefix?: string;
}

/** `## Heading {#id}`: an author's explicit, stable anchor. */
const EXPLICIT_ID = /\s*\{#([A-Za-z][\w-]*)\}\s*$/;
/** Link and image targets we render; anything else (javascript:, data:, vbscript:…) loses its link. */
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#|\?|\.{0,2}\/|[^:/?#]+(?:[/?#]|$))/i;

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) =>
    name === "amp" ? "&" : name === "lt" ? "<" : name === "gt" ? ">" : name === "quot" ? '"' : "'",
  );
}

function safeUrl(href: string): string | null {
  const trimmed = href.trim();
  return SAFE_URL.test(trimmed) ? trimmed : null;
}

/** Removes a trailing `{#id}` from a heading's inline tokens and returns the id. */
function takeExplicitId(tokens: Token[]): string | undefined {
  const last = tokens[tokens.length - 1];
  if (!last || last.type !== "text") return undefined;
  const text = last as Tokens.Text;
  const match = EXPLICIT_ID.exec(text.text);
  if (!match) return undefined;
  text.text = text.text.slice(0, match.index);
  text.raw = text.raw.replace(EXPLICIT_ID, "");
  if (text.tokens) text.tokens = text.tokens.filter((t) => !EXPLICIT_ID.test(t.raw));
  if (!text.text) tokens.pop();
  return match[1];
}

/**
 * Markdown (GitHub flavour) to HTML for our pages, news and FAQ answers. The files are ours, but the output is
 * still made safe: raw HTML in the source is shown as text, links and images keep only safe URLs. Headings get
 * stable ids (an explicit `{#id}` wins) and ## / ### headings make the table of contents. Tables are wrapped
 * so they scroll sideways on narrow screens instead of widening the page.
 */
export function renderMarkdown(source: string, options: RenderOptions = {}): RenderedMarkdown {
  const toc: TocEntry[] = [];
  const slugger = createSlugger(options.idPrefix);
  const marked = new Marked({ gfm: true, breaks: false, async: false }, cjkMarkdown);
  marked.use({
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
      heading({ tokens, depth }: Tokens.Heading) {
        const explicit = takeExplicitId(tokens);
        const inner = this.parser.parseInline(tokens);
        const text = unescapeHtml(this.parser.parseInline(tokens, this.parser.textRenderer)).trim();
        const id = slugger.take(text, explicit);
        // The page's <h1> is its title; content headings start at <h2>.
        const level = Math.min(Math.max(depth, 2), 6);
        if (level === 2 || level === 3) toc.push({ id, text, level });
        return `<h${level} id="${escapeHtml(id)}">${inner}</h${level}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const url = safeUrl(href);
        if (url === null) return inner;
        const external = /^https?:/i.test(url);
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
        const rel = external ? ' rel="noopener noreferrer"' : "";
        return `<a href="${escapeHtml(url)}"${titleAttr}${rel}>${inner}</a>`;
      },
      image({ href, title, text }: Tokens.Image) {
        const url = safeUrl(href);
        if (url === null) return escapeHtml(text);
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
        return `<img src="${escapeHtml(url)}" alt="${escapeHtml(text)}"${titleAttr} loading="lazy" decoding="async">`;
      },
      table(token: Tokens.Table) {
        const table = Renderer.prototype.table.call(this, token);
        return `<div class="prose-table" tabindex="0">${table}</div>\n`;
      },
    },
  });
  const html = marked.parse(source) as string;
  return { html, toc };
}

/** The plain text of Markdown (for excerpts and meta descriptions): no markup, whitespace collapsed. */
export function markdownToPlainText(source: string): string {
  const marked = new Marked({ gfm: true, async: false }, cjkMarkdown);
  const tokens = marked.lexer(source);
  const parts: string[] = [];
  const walk = (list: Token[]) => {
    for (const token of list) {
      if (token.type === "html" || token.type === "code" || token.type === "table" || token.type === "hr") continue;
      if ("tokens" in token && token.tokens && token.type !== "text") walk(token.tokens);
      else if (token.type === "list") walk((token as Tokens.List).items);
      else if ("text" in token && typeof token.text === "string") parts.push(token.text);
      if (token.type === "paragraph" || token.type === "heading" || token.type === "list_item") parts.push(" ");
    }
  };
  walk(tokens);
  return unescapeHtml(parts.join("")).replace(/\s+/g, " ").trim();
}

/** The first `maxChars` characters of a Markdown text's plain text, cut at a word and marked with "…". */
export function excerpt(source: string, maxChars: number): string {
  const text = markdownToPlainText(source);
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  // Chinese has no spaces: cut anywhere; otherwise at the last space.
  const space = cut.lastIndexOf(" ");
  return `${(space > maxChars * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:，。；：、]+$/u, "")}…`;
}
