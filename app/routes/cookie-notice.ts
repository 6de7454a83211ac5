import { redirect } from "react-router";
import type { Route } from "./+types/cookie-notice";
import { COOKIE_NOTICE_MAX_AGE_MS, isLang } from "@core/config/constants";

/** The no-JavaScript path of the cookie notice's OK button: set the cookie, go back to the language's home. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const lang = String(form?.get("lang") ?? "");
  return redirect(`/${isLang(lang) ? lang : "en"}`, {
    headers: { "Set-Cookie": `gotcookienotice=1; Max-Age=${COOKIE_NOTICE_MAX_AGE_MS / 1000}; Path=/; SameSite=Lax` },
  });
}

export function loader() {
  return redirect("/");
}
