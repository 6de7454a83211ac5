import { redirect } from "react-router";
import type { Route } from "./+types/accounts-favourite";
import { setFavourite } from "@core/favourites/set-favourite";
import { loginPath, readResourceForm, redirectTarget } from "~/lib/account-route.server";
import { resourceRefusal } from "~/lib/resource-refusal.server";
import { assertSameSite } from "~/lib/csrf.server";
import { getSessionUser } from "~/lib/session.server";
import { guardLanguage } from "~/lib/language-guard.server";
import { parseRecordId } from "@core/db/parse-record-id";

/**
 * POST /{lang}/favourite {protocol_id, redirect, intent?=add|remove}: Favorite ⇄ Favorited (SPEC §4) for the signed-in
 * reader, then back to `redirect`. A visitor is sent to log in, and comes back to `redirect` afterwards.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const lang = guardLanguage(request);
  assertSameSite(request, context);
  const form = await readResourceForm(request, lang);
  const target = redirectTarget(form.get("redirect"), lang);
  const user = await getSessionUser(request, context);
  if (!user) throw redirect(loginPath(lang, target));
  const field = form.get("protocol_id");
  const id = parseRecordId(typeof field === "string" ? field : null);
  if (id === null) throw resourceRefusal(lang, "error.parameter", 400);
  // The protocol page says what it wants (intent add/remove), so a repeated post changes nothing more.
  const intent = form.get("intent");
  const wanted = intent === "add" ? true : intent === "remove" ? false : undefined;
  const state = await setFavourite(context.db, user.id, id, wanted);
  // The protocol is gone (e.g. withdrawn since its page was drawn).
  if (state === null) throw resourceRefusal(lang, "error.notFound", 404);
  throw redirect(target);
}

/** Nothing to show at this address: back to the home page. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = guardLanguage(request);
  throw redirect(`/${lang}`);
}
