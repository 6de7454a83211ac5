import type { Route } from "./+types/accounts-api-update-pwd";
import { REPLY_CODE } from "@core/config/reply-codes";
import { changePassword } from "@core/users/change-password";
import { accountAnswer, accountRefusal, callLanguage, loginRequiredAnswer, readAccountPayload } from "~/lib/account-api.server";
import { isCrossSiteRequest } from "~/lib/csrf.server";
import { AUTH_COOKIE, clientIp, getSessionUser, readCookie } from "~/lib/session.server";
import { translate } from "~/i18n/translate";
import { passwordProblemKey } from "~/components/account/problem-keys";

/**
 * POST /v1/forum/user/updatePwd {old_password, new_password} (SPEC §7): the change-password rules
 * (the same schema as the dialog), the old password, then the change; the reader's other sessions end.
 * Failures answer a code other than 0 with a message in the page's language, shown by the dialog.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return accountRefusal(405);
  if (isCrossSiteRequest(request, context)) return accountRefusal(403);
  const user = await getSessionUser(request, context);
  const token = readCookie(request, AUTH_COOKIE);
  if (!user || !token) return loginRequiredAnswer();
  const payload = await readAccountPayload(request);
  const input = {
    old_password: typeof payload.old_password === "string" ? payload.old_password : "",
    new_password: typeof payload.new_password === "string" ? payload.new_password : "",
  };
  const result = await changePassword(context.db, user.id, token, input, clientIp(context));
  const lang = callLanguage(request);
  if (result.ok) return accountAnswer(REPLY_CODE.ok, translate(lang, "accounts.password.changed"));
  const code = result.problem === "rate-limited" || result.problem === "busy" ? REPLY_CODE.rateLimited : REPLY_CODE.invalid;
  return accountAnswer(code, translate(lang, passwordProblemKey(result.problem)));
}

export function loader() {
  return accountRefusal(405);
}
