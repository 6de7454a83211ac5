import { notFound } from "~/lib/route-errors";

/** Any path under /{lang} that no page claims. */
export function loader(): never {
  throw notFound();
}

export default function NotFound() {
  return null;
}
