import type { Route } from "./+types/bpdetail-ris";
import { citationDownload } from "~/lib/citation-download.server";

/** GET /{lang}/bpdetail/ris?id=…&type=…: the citation as RIS (metadata: open to everyone). */
export async function loader(args: Route.LoaderArgs) {
  return citationDownload(args, "ris");
}
