import type { Lang } from "@core/config/constants";
import { loadContentPage, type ContentPage } from "@core/content/load-content-page";
import { resolvePageType } from "@core/content/page-types";
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
