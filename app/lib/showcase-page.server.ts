import type { AppLoadContext } from "react-router";
import type { Lang } from "@core/config/constants";
import type { Db } from "@core/db/client";
import { parseId } from "@core/content/parse-id";
import { guardLanguage } from "./language-guard.server";
import { notFound, parameterError } from "./route-errors";

/** A list, or one item of it. */
type ShowcaseData<L, I> = { list: L; item: null } | { list: null; item: I };

/**
 * The loader of the collections' and special issues' pages: their list in the page's language, or with ?id= one
 * of them (400 for an id that is not one, 404 for one there is not).
 */
export function showcaseLoader<L, I>(
  list: (db: Db, lang: Lang) => Promise<L>,
  find: (db: Db, lang: Lang, id: number) => Promise<I | null | undefined>,
) {
  return async ({ request, context }: { request: Request; context: AppLoadContext }): Promise<ShowcaseData<L, I>> => {
    const lang = guardLanguage(request);
    const idParam = new URL(request.url).searchParams.get("id");
    if (idParam === null) return { list: await list(context.db, lang), item: null };
    const id = parseId(idParam);
    if (id === null) throw parameterError();
    const item = await find(context.db, lang, id);
    if (!item) throw notFound();
    return { list: null, item };
  };
}
