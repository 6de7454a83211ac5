import { redirect } from "react-router";
import type { Route } from "./+types/forms-editorial";
import { requireEditor } from "~/lib/editorial.server";
import { guardLanguage } from "~/lib/language-guard.server";

/**
 * /{lang}/editorial: the office's front door is its inbox (ADR 0110). Editors are sent on to
 * /{lang}/editorial/inbox; everyone else gets the not-found page, as everywhere in the office (ADR 0099).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(request, context);
  return redirect(`/${guardLanguage(request)}/editorial/inbox`);
}

/**
 * Never drawn: the loader always redirects or throws. Having a component makes this a page route, so the not-found
 * it throws for everyone but editors is the site's not-found page, as on every office page; a resource route would
 * answer with the bare reply (`{"reason":"not-found"}`).
 */
export default function EditorialFrontDoor() {
  return null;
}
