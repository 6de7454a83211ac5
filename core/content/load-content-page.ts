import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Lang } from "../config/constants";
import { splitFrontMatter } from "./front-matter";
import { renderMarkdown, type TocEntry } from "./render-markdown";

/** A long-form page of the site, written in Markdown under content/{lang}/{name}.md. */
export interface ContentPage {
  name: string;
  lang: Lang;
  title: string;
  description: string;
  html: string;
  toc: TocEntry[];
}

/** Page names are file names we chose: lower-case words joined by hyphens (never a path). */
const PAGE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The content folder. The server runs from the repository root (npm start, the e2e server, the tests),
 * and reads the Markdown there at request time rather than from the bundle, so content edits need no build.
 */
export function contentDirectory(): string {
  return path.resolve("content");
}

const cache = new Map<string, Promise<ContentPage | null>>();
/** In production a page is read and rendered once per process; elsewhere on every request, so edits show. */
const cached = process.env.NODE_ENV === "production";

async function readPage(name: string, lang: Lang): Promise<ContentPage | null> {
  let source: string;
  try {
    source = await readFile(path.join(contentDirectory(), lang, `${name}.md`), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const { data, body } = splitFrontMatter(source);
  if (!data.title) throw new Error(`content/${lang}/${name}.md has no title in its front matter`);
  const { html, toc } = renderMarkdown(body);
  return { name, lang, title: data.title, description: data.description ?? "", html, toc };
}

/** The page `name` in `lang`, rendered to safe HTML with its table of contents; null when there is no such file. */
export function loadContentPage(name: string, lang: Lang): Promise<ContentPage | null> {
  if (!PAGE_NAME.test(name)) return Promise.resolve(null);
  if (!cached) return readPage(name, lang);
  const key = `${lang}/${name}`;
  let page = cache.get(key);
  if (!page) {
    page = readPage(name, lang);
    cache.set(key, page);
    // A failed read (e.g. a malformed file) is retried on the next request rather than remembered.
    page.catch(() => cache.delete(key));
  }
  return page;
}
