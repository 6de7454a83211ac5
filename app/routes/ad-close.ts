import { redirect } from "react-router";
import type { Route } from "./+types/ad-close";
import { BOTTOM_AD_CLOSE_MAX_AGE_MS } from "@core/config/constants";
import { BOTTOM_AD_CLOSE_COOKIE } from "@core/ads/ad-slots";
import { safeRedirectPath } from "@core/users/safe-redirect";

/** The no-JavaScript path of the bottom ad's close button: set the one-day cookie, go back to the page. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const back = safeRedirectPath(String(form?.get("return_to") ?? ""), "/");
  return redirect(back, {
    headers: { "Set-Cookie": `${BOTTOM_AD_CLOSE_COOKIE}=1; Max-Age=${BOTTOM_AD_CLOSE_MAX_AGE_MS / 1000}; Path=/; SameSite=Lax` },
  });
}

export function loader() {
  return redirect("/");
}
