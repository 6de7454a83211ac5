import { redirect } from "react-router";
import type { Route } from "./+types/cookie-notice";
import { COOKIE_NOTICE_MAX_AGE_MS, isLang } from "@core/config/constants";
import { safeRedirectPath } from "@core/users/safe-redirect";
import { assertSameSite } from "~/lib/csrf.server";
import { readFormBody } from "~/lib/request-body.server";
import { siteCookie } from "~/lib/session.server";

/**
 * The no-JavaScript path of the cookie notice's OK button: set the cookie and go back to the page the reader
 * was on (`return_to`, a same-site path only), else to the language's home.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // A cross-site form must not set cookies or steer the reader (issue 12 §5), like every other action.
  assertSameSite(request, context);
  // A body that cannot be read counts as an empty form: the cookie is set all the same (ADR 0082).
  const { form } = await readFormBody(request);
  const lang = String(form.get("lang") ?? "");
  const home = `/${isLang(lang) ? lang : "en"}`;
  return redirect(safeRedirectPath(String(form.get("return_to") ?? ""), home), {
    headers: { "Set-Cookie": siteCookie(request, context, "gotcookienotice", "1", COOKIE_NOTICE_MAX_AGE_MS) },
  });
}

export function loader() {
  return redirect("/");
}
