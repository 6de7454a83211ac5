import type { Route } from "./+types/language-redirect";
import { guardLanguage } from "~/lib/language-guard.server";

/** "/" has no language: guardLanguage always redirects it to /en or /cn. */
export function loader({ request }: Route.LoaderArgs) {
  guardLanguage(request);
  return null;
}

export default function LanguageRedirect() {
  return null;
}
