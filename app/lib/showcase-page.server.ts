import { parseId } from "@core/content/parse-id";
import { notFound, parameterError } from "./route-errors";

/**
 * The collections' and special issues' pages: their list, or with ?id= one of them (400 for an id that is not
 * one, 404 for one there is not).
 */
export async function loadShowcasePage<L, I>(
  request: Request,
  list: () => Promise<L>,
  find: (id: number) => Promise<I | null | undefined>,
): Promise<{ list: L; item: null } | { list: null; item: I }> {
  const idParam = new URL(request.url).searchParams.get("id");
  if (idParam === null) return { list: await list(), item: null };
  const id = parseId(idParam);
  if (id === null) throw parameterError();
  const item = await find(id);
  if (!item) throw notFound();
  return { list: null, item };
}
