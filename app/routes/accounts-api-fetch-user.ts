import type { Route } from "./+types/accounts-api-fetch-user";
import { REPLY_CODE } from "@core/config/reply-codes";
import { toUserProfileData } from "@core/users/user-profile";
import { accountAnswer, accountRefusal, loginRequiredAnswer, readAccountPayload } from "~/lib/account-api.server";
import { isCrossSiteRequest } from "~/lib/csrf.server";
import { getSessionUser } from "~/lib/session.server";

/**
 * POST /v1/forum/user/fetchUser {user_id} → the signed-in reader's profile (SPEC §7). The reader is the
 * session's, never the payload's or a header's: asking for someone else's id is refused.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return accountRefusal(405);
  if (isCrossSiteRequest(request, context)) return accountRefusal(403);
  const user = await getSessionUser(request, context);
  if (!user) return loginRequiredAnswer();
  const payload = await readAccountPayload(request);
  const asked = payload.user_id;
  if (asked !== undefined && asked !== null && asked !== "" && String(asked) !== String(user.id)) {
    return accountAnswer(REPLY_CODE.forbidden, "Forbidden");
  }
  return accountAnswer(REPLY_CODE.ok, "", toUserProfileData(user));
}

export function loader() {
  return accountRefusal(405);
}
