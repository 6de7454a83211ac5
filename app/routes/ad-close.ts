import { redirect } from "react-router";
import type { Route } from "./+types/ad-close";
import { BOTTOM_AD_CLOSE_MAX_AGE_MS } from "@core/config/constants";
import { BOTTOM_AD_CLOSE_COOKIE } from "@core/ads/ad-slots";
import { safeRedirectPath } from "@core/users/safe-redirect";
import { assertSameSite } from "~/lib/csrf.server";
import { readFormBody } from "~/lib/request-body.server";
import { siteCookie } from "~/lib/session.server";

/** The no-JavaScript path of the bottom ad's close button: set the one-day cookie, go back to the page. */
export async function action({ request, context }: Route.ActionArgs) {
  // A cross-site form must not set cookies or steer the reader (issue 12 §5), like every other action.
  assertSameSite(request, context);
  // A body that cannot be read counts as an empty form: the cookie is set all the same (ADR 0082).
  const { form } = await readFormBody(request);
  const back = safeRedirectPath(String(form.get("return_to") ?? ""), "/");
  return redirect(back, {
    headers: { "Set-Cookie": siteCookie(request, context, BOTTOM_AD_CLOSE_COOKIE, "1", BOTTOM_AD_CLOSE_MAX_AGE_MS) },
  });
}

export function loader() {
  return redirect("/");
}
