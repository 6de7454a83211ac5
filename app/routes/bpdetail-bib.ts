import type { Route } from "./+types/bpdetail-bib";
import { citationDownload } from "~/lib/citation-download.server";

/** GET /{lang}/bpdetail/bib?id=…&type=…: the citation as BibTeX (metadata: open to everyone). */
export async function loader(args: Route.LoaderArgs) {
  return citationDownload(args, "bib");
}
