import type { AppLoadContext } from "react-router";
import type { Lang } from "@core/config/constants";
import type { Db } from "@core/db/client";
import { loadContentPage, type ContentPage } from "@core/content/load-content-page";
import { resolvePageType } from "@core/content/page-types";
import { guardLanguage } from "./language-guard.server";
import { notFound, parameterError } from "./route-errors";

/** The Markdown page `name` in `lang` for a loader: a missing file is a not-found page, never a blank one. */
export async function requireContentPage(name: string, lang: Lang): Promise<ContentPage> {
  const page = await loadContentPage(name, lang);
  if (!page) throw notFound();
  return page;
}

/** The page type a section's `type` query names (SPEC §2.2); an unknown one is the parameter-error page. */
export function requirePageType<T extends string>(request: Request, types: readonly T[]): T {
  const type = resolvePageType(types, new URL(request.url).searchParams.get("type"));
  if (!type) throw parameterError();
  return type;
}

/**
 * The loader of a section page (SPEC §2.2 /{lang}/{area}?type=…): the type asked for and its Markdown page,
 * `{area}-{type}`.
 */
export function sectionPageLoader<T extends string>(area: string, types: readonly T[]) {
  return async ({ request }: { request: Request }) => {
    const lang = guardLanguage(request);
    const type = requirePageType(request, types);
    return { type, page: await requireContentPage(`${area}-${type}`, lang) };
  };
}

/**
 * The loader of a page that shows one of the journal's lists in the page's language (FAQs, videos, webinars,
 * ambassadors): `{ [key]: what the core read gives }`.
 */
export function languageListLoader<K extends string, T>(key: K, read: (db: Db, lang: Lang) => Promise<T>) {
  return async ({ request, context }: { request: Request; context: AppLoadContext }) =>
    ({ [key]: await read(context.db, guardLanguage(request)) }) as { [P in K]: T };
}
