import { redirect } from "react-router";
import type { Route } from "./+types/accounts-api-logout";
import { REPLY_CODE } from "@core/config/reply-codes";
import { safeRedirectPath } from "@core/users/safe-redirect";
import { accountAnswer, accountRefusal, callLanguage } from "~/lib/account-api.server";
import { isCrossSiteRequest } from "~/lib/csrf.server";
import { endBrowserSession } from "~/lib/session.server";

/**
 * GET /v1/forum/user/logout (SPEC §7): ends the session on the server and expires both session cookies.
 * Code 0 also when there was no session. Followed as a link (no scripts), it goes back to `redirect`.
 * A cross-site request (e.g. a link on another site that would log readers out) is refused.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (isCrossSiteRequest(request, context)) return accountRefusal(403);
  const headers = await endBrowserSession(request, context);
  if (request.headers.get("sec-fetch-mode") === "navigate") {
    const fallback = `/${callLanguage(request)}`;
    const target = safeRedirectPath(new URL(request.url).searchParams.get("redirect"), fallback);
    return redirect(target, { status: 303, headers });
  }
  return accountAnswer(REPLY_CODE.ok, "", undefined, headers);
}
